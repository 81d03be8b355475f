import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { casinoPath, guidePath, isSearchText, reviewPath, ROUTE_PATHS } from '@sweepscout/shared';
import { listboxPanel, ListboxOption, theme, VisuallyHidden } from '@sweepscout/kit';
import { useSiteSearchQuery } from '../api/shellApi';
import { SearchIcon } from './icons';
import { SEARCH_PLACEHOLDER, searchPagePath } from './navigation';

const c = theme.colors;
const DEBOUNCE_MS = 200;

export interface SearchOption {
  id: string;
  group: 'Casinos' | 'Reviews' | 'Guides' | 'All';
  label: string;
  href: string;
}

const Form = styled.form<{ $wide: boolean }>`
  position: relative;
  width: ${({ $wide }) => ($wide ? '100%' : theme.space(56))};
`;

const Field = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 10px;
    top: 50%;
    transform: translateY(-50%);
    color: ${c.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 12px 0 36px;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.bg};
  color: ${c.text};
  font: inherit;
  font-size: 0.95rem;
  &::placeholder {
    color: ${c.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 1px;
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Popup = styled.div<{ $wide: boolean }>`
  position: ${({ $wide }) => ($wide ? 'static' : 'absolute')};
  top: calc(100% + 6px);
  right: 0;
  width: ${({ $wide }) => ($wide ? '100%' : 'min(380px, 90vw)')};
  margin-top: ${({ $wide }) => ($wide ? '8px' : '0')};
  max-height: 70vh;
  z-index: 60;
  ${listboxPanel}
`;

const GroupLabel = styled.div`
  padding: 8px 10px 4px;
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${c.textMuted};
`;

const Option = styled(ListboxOption)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 0;
  padding: 10px;
  font-size: 0.9rem;
  color: ${c.textMuted};
`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The header search: an ARIA 1.2 combobox whose listbox suggests
 * matching casinos, reviews and guides from GET /api/search. Arrow keys move through the options,
 * Enter opens the active one, or, with none active, the results page; Escape closes the list.
 * Submitting also logs the text to the console.
 */
export function SearchBox({ wide = false, onDone }: { wide?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const valid = isSearchText(query);
  const { data, isFetching, isError } = useSiteSearchQuery({ q: query }, { skip: !valid });

  const options = useMemo<SearchOption[]>(() => {
    if (!valid || !data) return [];
    return [
      ...data.casinos.map((x) => ({
        id: `c-${x.id}`,
        group: 'Casinos' as const,
        label: x.name,
        href: casinoPath(x.slug),
      })),
      ...data.reviews.map((x) => ({
        id: `r-${x.id}`,
        group: 'Reviews' as const,
        label: x.title,
        href: reviewPath(x.slug),
      })),
      ...data.guides.map((x) => ({
        id: `g-${x.id}`,
        group: 'Guides' as const,
        label: x.title,
        href: guidePath(x.slug),
      })),
      {
        id: 'all',
        group: 'All' as const,
        label: `See all results for “${query}”`,
        href: searchPagePath(query),
      },
    ];
  }, [data, valid, query]);

  useEffect(() => setActive(-1), [options]);

  // Text typed before the app took over is in the field but not in the state: adopt it, so that
  // its suggestions show and Enter searches for it.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) {
      setText(typed);
      if (document.activeElement === inputRef.current) setOpen(true);
    }
  }, []);

  const expanded = open && valid && (options.length > 0 || isFetching || isError);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const finish = (href: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    inputRef.current?.blur();
    onDone?.();
    void navigate(href);
  };

  const submit = () => {
    // The field itself: it holds what was typed even in the instant before the adoption above.
    const submitted = (inputRef.current?.value ?? text).trim();
    console.log('Searching for:', submitted);
    if (submitted) finish(searchPagePath(submitted));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0 && options[active]) {
          console.log('Searching for:', text.trim());
          finish(options[active].href);
        } else submit();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  let lastGroup: string | null = null;
  const resultCount = options.length ? options.length - 1 : 0;

  return (
    <Form
      role="search"
      // Without script (or before it runs) the browser opens the results page itself.
      action={ROUTE_PATHS.search}
      method="get"
      $wide={wide}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field>
        <SearchIcon />
        <VisuallyHidden as="label" htmlFor={`${baseId}-input`}>
          Search casinos, reviews and guides
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={`${baseId}-input`}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          maxLength={80}
          placeholder={SEARCH_PLACEHOLDER}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <VisuallyHidden role="status" aria-live="polite">
        {expanded && !isFetching
          ? `${resultCount} ${resultCount === 1 ? 'result' : 'results'} available`
          : ''}
      </VisuallyHidden>
      <Popup $wide={wide} hidden={!expanded}>
        <div role="listbox" id={listboxId} aria-label="Search suggestions">
          {options.map((option, index) => {
            const header =
              option.group !== lastGroup && option.group !== 'All' ? option.group : null;
            lastGroup = option.group;
            return (
              <div key={option.id} role="presentation">
                {header ? <GroupLabel role="presentation">{header}</GroupLabel> : null}
                <Option
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  data-group={option.group}
                  title={option.label}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => finish(option.href)}
                >
                  {option.label}
                </Option>
              </div>
            );
          })}
        </div>
        {isFetching && !options.length ? <Note>Searching…</Note> : null}
        {isError ? (
          <Note role="alert">Search is unavailable right now. Please try again.</Note>
        ) : null}
        {!isFetching && data && resultCount === 0 ? (
          <Note>No casinos, reviews or guides match.</Note>
        ) : null}
      </Popup>
    </Form>
  );
}
