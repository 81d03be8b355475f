import styled from 'styled-components';
import {
  formatLongDate,
  stateByCode,
  type CasinoAvailability,
  type CasinoStateNote,
} from '@sweepscout/shared';
import { theme } from '@sweepscout/kit';

const c = theme.colors;

const Box = styled.div<{ $available: boolean }>`
  margin-top: ${theme.space(3)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${c.border};
  border-left: 4px solid ${({ $available }) => ($available ? c.success : c.danger)};
  p {
    margin: 0 0 ${theme.space(1)};
  }
  a {
    color: ${c.primary};
  }
`;

/** When the law took effect, in words: ' (in force since 1 January 2026)'. */
function sinceText(availability: CasinoAvailability): string {
  if (!availability.effectiveDate) return '';
  return ` (in force since ${formatLongDate(`${availability.effectiveDate}T12:00:00Z`)})`;
}

/**
 * Whether the casino takes players in the visitor's chosen state and, when it does not, why: the
 * state's law (its citation, date and source) or the casino's own exclusion. Said in words, with
 * a marker that does not rest on colour.
 */
export function StateAvailability({
  casinoName,
  availability,
}: {
  casinoName: string;
  availability: CasinoAvailability;
}) {
  const { stateName, stateSlug } = availability;
  const more = <a href={`/states/${stateSlug}`}>What we know about {stateName}</a>;
  const note = availability.note && (
    <p data-state-note-text="">
      <strong>Our note:</strong> {availability.note}
    </p>
  );
  if (availability.available) {
    return (
      <Box $available data-availability="available">
        <p>
          <strong>✓ Available in {stateName}.</strong> {casinoName} accepts players there.
        </p>
        {note}
        <p>{more}</p>
      </Box>
    );
  }
  const reason =
    availability.reason === 'operator'
      ? `${casinoName} excludes ${stateName} in its terms.`
      : availability.effectiveStatus === 'banned'
        ? `State law${availability.citation ? ` (${availability.citation})` : ''} bans online sweepstakes casinos in ${stateName}${sinceText(availability)}.`
        : `Regulators or the operators themselves keep players in ${stateName} out of online sweepstakes casinos.`;
  return (
    <Box $available={false} data-availability="unavailable">
      <p>
        <strong>✕ Not available in {stateName}.</strong> {reason}
      </p>
      {note}
      {availability.reason === 'law' && availability.sources[0] && (
        <p>
          Source:{' '}
          <a href={availability.sources[0]} rel="nofollow noopener">
            {availability.sources[0]}
          </a>
        </p>
      )}
      <p>{more} (not legal advice).</p>
    </Box>
  );
}

const NoteList = styled.ul`
  margin: ${theme.space(2)} 0 0;
  padding-left: 1.25rem;
`;

/** Every state note of the casino, for a visitor who chose no state ("All states"). */
export function StateNotesList({ notes }: { notes: readonly CasinoStateNote[] }) {
  if (!notes.length) return null;
  return (
    <NoteList data-state-notes="">
      {notes.map(({ state, note }) => (
        <li key={state}>
          <strong>{stateByCode(state)?.name ?? state}:</strong> {note}
        </li>
      ))}
    </NoteList>
  );
}
