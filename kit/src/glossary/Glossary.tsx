import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { GLOSSARY_BY_KEY, GLOSSARY_TIMING } from '@sweepscout/shared';
import { trackEvent } from '../analytics/analytics';
import { theme } from '../theme/tokens';
import {
  getGlossaryState,
  markTermSeen,
  shouldShowTooltip,
  startGlossarySync,
  useGlossaryState,
} from './glossaryStore';
import { splitGlossaryText } from './glossaryText';

const c = theme.colors;
const InProvider = createContext(false);

/**
 * Wraps the site once (the shell does it): the tooltip timing of spec section 9 (default delay
 * 700 ms, skip-delay 300 ms) and the glossary state kept in step with other tabs.
 */
export function GlossaryProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Spec section 4: the first-time-user flag is written as true on the first visit.
    getGlossaryState();
    return startGlossarySync();
  }, []);
  return (
    <Tooltip.Provider
      delayDuration={GLOSSARY_TIMING.defaultDelayMs}
      skipDelayDuration={GLOSSARY_TIMING.skipDelayMs}
      // The bubble holds only text: it closes as the pointer leaves the term, so that the next
      // term can open at once.
      disableHoverableContent
    >
      <InProvider.Provider value>{children}</InProvider.Provider>
    </Tooltip.Provider>
  );
}

const Highlight = styled.button`
  display: inline;
  padding: 0 2px;
  margin: 0;
  border: 0;
  border-bottom: 2px dotted ${c.primary};
  border-radius: 3px;
  background: color-mix(in srgb, ${c.primary} 12%, transparent);
  color: inherit;
  font: inherit;
  line-height: inherit;
  cursor: help;
  &:hover {
    background: color-mix(in srgb, ${c.primary} 22%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 1px;
  }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Bubble = styled(Tooltip.Content)`
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

export interface GlossaryTermProps {
  /** A key of the built-in glossary (GLOSSARY). */
  termKey: string;
  /** The words shown in the text; defaults to the term's title. */
  children?: ReactNode;
  /** Open by itself 500 ms after load when the term is still unseen (spec section 4). */
  autoOpen?: boolean;
}

/**
 * A glossary term in running text. First-time visitors see it highlighted, with a tooltip holding
 * the term and its definition; hovering, focusing or clicking marks it seen and is tracked as
 * tooltip_interaction. Seen terms and returning visitors get the plain words.
 */
export function GlossaryTerm({ termKey, children, autoOpen = false }: GlossaryTermProps) {
  const entry = GLOSSARY_BY_KEY[termKey];
  const glossary = useGlossaryState();
  const eligible = Boolean(entry) && shouldShowTooltip(glossary, termKey);
  // Once shown, the tooltip stays available until this text unmounts, so it does not vanish
  // under the pointer the moment the term is marked seen.
  const [kept, setKept] = useState(false);
  const [open, setOpen] = useState(false);
  const inProvider = useContext(InProvider);

  useEffect(() => {
    if (!autoOpen || !eligible) return undefined;
    const timer = setTimeout(() => {
      setKept(true);
      setOpen(true);
    }, GLOSSARY_TIMING.autoOpenDelayMs);
    return () => clearTimeout(timer);
    // Only at load: later changes of the state must not re-open it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoOpen]);

  const label = children ?? entry?.term ?? termKey;
  if (!entry || (!eligible && !kept)) {
    return <span data-glossary-term={termKey}>{label}</span>;
  }

  const interact = (how: 'hover' | 'click') => {
    setKept(true);
    markTermSeen(termKey);
    trackEvent('tooltip_interaction', { category: `glossary_${how}`, label: termKey });
  };

  const tooltip = (
    <Tooltip.Root
      open={open}
      delayDuration={GLOSSARY_TIMING.glossaryDelayMs}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) interact('hover');
      }}
    >
      <Tooltip.Trigger asChild>
        <Highlight
          type="button"
          data-glossary-term={termKey}
          data-highlighted="true"
          onClick={(event) => {
            // Keep Radix from closing on click: a click opens the tooltip (touch screens too).
            event.preventDefault();
            setOpen(true);
            interact('click');
          }}
        >
          {label}
        </Highlight>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Bubble side="top" sideOffset={6} collisionPadding={8} data-glossary-tooltip={termKey}>
          <strong>{entry.term}</strong>
          {entry.definition}
          <Tooltip.Arrow width={12} height={6} />
        </Bubble>
      </Tooltip.Portal>
    </Tooltip.Root>
  );

  return inProvider ? (
    tooltip
  ) : (
    <Tooltip.Provider
      delayDuration={GLOSSARY_TIMING.defaultDelayMs}
      skipDelayDuration={GLOSSARY_TIMING.skipDelayMs}
      // The bubble holds only text: it closes as the pointer leaves the term, so that the next
      // term can open at once.
      disableHoverableContent
    >
      {tooltip}
    </Tooltip.Provider>
  );
}

/** Any text with its glossary phrases turned into GlossaryTerms (the FAQ answers use it). */
export function GlossaryText({ text }: { text: string }) {
  const parts = useMemo(() => splitGlossaryText(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <GlossaryTerm key={`${part.key}-${index}`} termKey={part.key}>
            {part.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}
