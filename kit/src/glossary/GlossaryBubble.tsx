import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import * as Popper from '@radix-ui/react-popper';
import styled, { keyframes } from 'styled-components';
import type { GlossaryTerm as GlossaryEntry } from '@sweepscout/shared';
import { theme } from '../theme/tokens';

const c = theme.colors;

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Bubble = styled(Popper.Content)`
  z-index: 1000;
  max-width: min(320px, calc(100vw - 24px));
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  background: ${c.text};
  color: ${c.bg};
  font-size: 0.875rem;
  line-height: 1.45;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  animation: ${appear} 120ms ease-out;
  strong {
    display: block;
    margin-bottom: 2px;
  }
  svg {
    fill: ${c.text};
  }
`;

export interface GlossaryBubbleProps {
  /** The highlighted term the bubble points at. */
  anchor: RefObject<HTMLElement | null>;
  /** The id the term's aria-describedby names. */
  id: string;
  termKey: string;
  entry: GlossaryEntry;
}

/**
 * The open tooltip of a glossary term: its title and definition above the term, kept on screen
 * (Radix's popper). Loaded the first time a tooltip opens (Glossary.tsx), so that the positioning
 * code is not part of the pages' first load.
 */
export default function GlossaryBubble({ anchor, id, termKey, entry }: GlossaryBubbleProps) {
  return createPortal(
    <Popper.Root>
      <Popper.Anchor virtualRef={anchor} />
      <Bubble
        side="top"
        sideOffset={6}
        collisionPadding={8}
        role="tooltip"
        id={id}
        data-glossary-tooltip={termKey}
      >
        <strong>{entry.term}</strong>
        {entry.definition}
        <Popper.Arrow width={12} height={6} />
      </Bubble>
    </Popper.Root>,
    document.body,
  );
}
