import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import type { Casino } from '@sweepscout/shared';
import { listboxPanel, ListboxOption, theme, VisuallyHidden } from '@sweepscout/kit';
import { useAdminPageQuery, useAdminRecordQuery } from '../api/adminApi';
import { useSettled } from '../editorial/useServerList';

const c = theme.colors;
/** How many matches the list offers; typing narrows them (the server searches every casino). */
export const CASINO_OPTIONS = 20;

const Anchor = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 260px;
  z-index: 20;
  ${listboxPanel}
`;

const Note = styled.p`
  margin: 0;
  padding: 8px 10px;
  color: ${c.textMuted};
`;

type CasinoOption = Pick<Casino, 'id' | 'name'>;

export interface CasinoComboboxProps {
  /** The chosen casino's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The edited record's casino name, when its answer carries it. */
  currentName?: string;
  /** Set by Field: the label's target and the hint and error descriptions. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * An ARIA 1.2 combobox over the casinos: what the editor types is searched by the server
 * (GET /api/admin/casinos?q=…, the first CASINO_OPTIONS by name), so no screen loads every casino.
 * Arrow keys move through the options, Enter chooses, Escape closes the list (not the dialog).
 * Typing after a choice clears it until another casino is chosen.
 */
export function CasinoCombobox({
  value,
  onChange,
  onBlur,
  inputRef,
  currentName,
  id: givenId,
  ...aria
}: CasinoComboboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listboxId = `${id}-listbox`;
  const [chosenName, setChosenName] = useState(currentName ?? '');
  const [text, setText] = useState(currentName ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A record read without its casino's name (an older answer): ask for that one casino.
  const [initialId] = useState(value);
  const known = useAdminRecordQuery(
    { resource: 'casinos', id: initialId },
    { skip: !initialId || currentName !== undefined },
  );
  const knownName = typeof known.data?.name === 'string' ? known.data.name : '';
  useEffect(() => {
    if (!knownName) return;
    setChosenName(knownName);
    setText((typed) => typed || knownName);
  }, [knownName]);

  // The chosen name as typed means "show me the casinos", not a search for that one.
  const typed = text.trim() === chosenName ? '' : text.trim();
  const q = useSettled(typed);
  const results = useAdminPageQuery(
    { resource: 'casinos', page: 1, pageSize: CASINO_OPTIONS, q: q || undefined, sort: 'name' },
    { skip: !open },
  );
  const options = (results.data?.items ?? []) as unknown as CasinoOption[];
  const settling = q !== typed || results.isFetching;
  useEffect(() => setActive(-1), [results.data]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: CasinoOption) => {
    onChange(option.id);
    setChosenName(option.name);
    setText(option.name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => Math.min(index + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        // Choosing must not submit the dialog's form.
        if (open) event.preventDefault();
        if (open && options[active]) choose(options[active]);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  const expanded = open;
  return (
    <Anchor>
      <input
        {...aria}
        ref={inputRef}
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="Type to search casinos"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (value && event.target.value !== chosenName) onChange('');
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          close();
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {expanded && !settling
          ? `${options.length} ${options.length === 1 ? 'casino' : 'casinos'} found`
          : ''}
      </VisuallyHidden>
      <Popup hidden={!expanded}>
        <div role="listbox" id={listboxId} aria-label="Casinos">
          {options.map((option, index) => (
            <ListboxOption
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              // Keeps the focus in the input, so the blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.name}
            </ListboxOption>
          ))}
        </div>
        {settling && !options.length ? <Note>Searching…</Note> : null}
        {results.isError ? (
          <Note role="alert">Casinos could not be loaded. Please try again.</Note>
        ) : null}
        {!settling && results.data && !options.length ? <Note>No casinos match.</Note> : null}
      </Popup>
    </Anchor>
  );
}
