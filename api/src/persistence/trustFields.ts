import type { ChangeNote } from '@sweepscout/shared';
import { Schema, type Types } from 'mongoose';
import { isoDate } from './jsonOptions';

export interface StoredChangeNote {
  date: Date;
  text: string;
}

/** What reviews, guides and casinos store for the trust features (all optional). */
export interface TrustRecordFields {
  authorId?: Types.ObjectId | null;
  factCheckerId?: Types.ObjectId | null;
  changeNotes?: StoredChangeNote[];
  updatedAt?: Date;
}

const changeNotes = {
  type: [{ date: { type: Date, required: true }, text: { type: String, required: true } }],
  default: undefined,
  _id: false,
};

/** Reviews and guides: author, fact-checker and public change notes. */
export function addArticleTrustFields(schema: Schema): void {
  schema.add({
    authorId: { type: Schema.Types.ObjectId, ref: 'Author', default: null },
    factCheckerId: { type: Schema.Types.ObjectId, ref: 'Author', default: null },
    changeNotes,
  });
}

/** Casinos: public change notes. */
export function addChangeNotes(schema: Schema): void {
  schema.add({ changeNotes });
}

/** Public change notes, newest first. */
export function changeNotesJson(notes: StoredChangeNote[] | undefined): ChangeNote[] {
  return [...(notes ?? [])]
    .map((note) => ({ date: isoDate(note.date), text: note.text }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The trust fields of an article's JSON. */
export function articleTrustJson(doc: TrustRecordFields) {
  return {
    authorId: doc.authorId ? String(doc.authorId) : null,
    factCheckerId: doc.factCheckerId ? String(doc.factCheckerId) : null,
    changeNotes: changeNotesJson(doc.changeNotes),
    ...(doc.updatedAt ? { updatedAt: isoDate(doc.updatedAt) } : {}),
  };
}

/**
 * What a save adds to a record's change notes: the input's note, dated now, when it has one and
 * the record is published by this save (a draft's note waits for the publish that carries it).
 */
export function changeNoteUpdate(
  existing: { get(path: string): unknown } | undefined,
  input: { changeNote?: string | null; status?: string },
): { changeNotes?: StoredChangeNote[] } {
  if (!input.changeNote || input.status === 'draft') return {};
  const before = (existing?.get('changeNotes') as StoredChangeNote[] | undefined) ?? [];
  const kept = before.map(({ date, text }) => ({ date, text }));
  return { changeNotes: [...kept, { date: new Date(), text: input.changeNote }] };
}
