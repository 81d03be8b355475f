import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
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

/** The open bubble, with its positioning code: loaded when a tooltip first opens. */
const GlossaryBubble = lazy(() => import('./GlossaryBubble'));

/**
 * Wraps the site once (the shell does it): the glossary state kept in step with other tabs.
 */
export function GlossaryProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The first-time-user flag is written as true on the first visit.
    getGlossaryState();
    return startGlossarySync();
  }, []);
  return <>{children}</>;
}

/**
 * When a glossary tooltip last closed: moving from one term to the next within the skip-delay
 * (300 ms) opens the next one at once.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

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

/**
 * The definition before the page's script runs (or without it): a native popover the term's
 * button opens by itself (popovertarget), centred on screen, closed by Escape or a tap outside.
 * Once the app runs, it is gone and the term's click opens the positioned bubble instead.
 */
const NoScriptDefinition = styled.span`
  max-width: min(320px, calc(100vw - 24px));
  padding: 10px 12px;
  border: 0;
  border-radius: ${theme.radius.md};
  background: ${c.text};
  color: ${c.bg};
  font-size: 0.875rem;
  line-height: 1.45;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  strong {
    display: block;
    margin-bottom: 2px;
  }
`;

const subscribeNever = () => () => undefined;
/** False in the server's HTML and while it hydrates, true once the app renders in the browser. */
const useAppRuns = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

export interface GlossaryTermProps {
  /** A key of the built-in glossary (GLOSSARY). */
  termKey: string;
  /** The words shown in the text; defaults to the term's title. */
  children?: ReactNode;
  /** Open by itself 500 ms after load when the term is still unseen. */
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
  const anchor = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press focuses the term before its click: the click, not the focus, opens and is tracked.
  const pressing = useRef(false);
  const id = useId();
  const appRuns = useAppRuns();

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

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const label = children ?? entry?.term ?? termKey;
  if (!entry || (!eligible && !kept)) {
    return <span data-glossary-term={termKey}>{label}</span>;
  }

  const interact = (how: 'hover' | 'click') => {
    setKept(true);
    markTermSeen(termKey);
    trackEvent('tooltip_interaction', { category: `glossary_${how}`, label: termKey });
  };
  const show = (how: 'hover' | 'click') => {
    clearTimeout(hoverTimer.current);
    if (!open || how === 'click') interact(how);
    setOpen(true);
  };
  function close() {
    clearTimeout(hoverTimer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <>
      <Highlight
        ref={anchor}
        type="button"
        data-glossary-term={termKey}
        data-highlighted="true"
        data-state={open ? 'delayed-open' : 'closed'}
        aria-describedby={open ? id : undefined}
        popoverTarget={appRuns ? undefined : `${id}-definition`}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          // Warm the bubble's code while the pointer rests, before the hover delay ends.
          void import('./GlossaryBubble');
          const skip = Date.now() - lastClosedAt < GLOSSARY_TIMING.skipDelayMs;
          clearTimeout(hoverTimer.current);
          hoverTimer.current = setTimeout(
            () => show('hover'),
            skip ? 0 : GLOSSARY_TIMING.glossaryDelayMs,
          );
        }}
        onPointerLeave={close}
        onPointerDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          if (!pressing.current) show('hover');
        }}
        onBlur={close}
        onClick={(event) => {
          event.preventDefault();
          pressing.current = false;
          show('click');
        }}
      >
        {label}
      </Highlight>
      {appRuns ? null : (
        <NoScriptDefinition id={`${id}-definition`} popover="auto" role="tooltip">
          <strong>{entry.term}</strong>
          {entry.definition}
        </NoScriptDefinition>
      )}
      {open && (
        <Suspense fallback={null}>
          <GlossaryBubble anchor={anchor} id={id} termKey={termKey} entry={entry} />
        </Suspense>
      )}
    </>
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
