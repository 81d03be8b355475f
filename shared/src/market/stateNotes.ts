import type { UsStateCode } from '../constants/states';
import { textLines } from '../format/text';

/** An editor's note on why a casino does not take players from one state. */
export interface CasinoStateNote {
  state: UsStateCode;
  note: string;
}

/**
 * The editor's text form of the notes, one line per state (`WA: Excluded by the operator`), as
 * the list the schema checks; anything else passes through for the schema to reject. A line
 * without a colon keeps its text as the state so that the error names it.
 */
export function parseStateNoteLines(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return textLines(value).map((line) => {
    const colon = line.indexOf(':');
    if (colon < 0) return { state: line.toUpperCase(), note: '' };
    return { state: line.slice(0, colon).trim().toUpperCase(), note: line.slice(colon + 1) };
  });
}

/** The notes as the editor's text (the inverse of `parseStateNoteLines`). */
export function stateNoteLines(notes: readonly CasinoStateNote[] | null | undefined): string {
  return (notes ?? []).map((n) => `${n.state}: ${n.note}`).join('\n');
}
