// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import {
  linesOf,
  objectIdSchema,
  optionalText,
  optionalUrlOrPath,
  requiredText,
  slugSchema,
  urlOrPath,
} from './common';
import { publicationInputFields } from './publication';

export const CHANGE_NOTE_MAX = 300;
export const AUTHOR_LINKS_MAX = 6;

/** An optional record id: '' and null mean none. */
const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .regex(/^[a-f0-9]{24}$/i, `${label} must be a valid id`)
      .nullable(),
  );

/**
 * The public change note a publish may carry ("Redemption minimum lowered to 50 SC"); a minor edit
 * sends none. Kept with the date of the save, newest first, on the page.
 */
export const changeNoteField = {
  changeNote: optionalText('Change note', CHANGE_NOTE_MAX),
};

/** What reviews and guides carry besides their own fields: who wrote and who checked them. */
export const articleTrustInputFields = {
  authorId: optionalId('Author').optional(),
  factCheckerId: optionalId('Fact-checker').optional(),
  ...changeNoteField,
};

const linksField = z.preprocess(
  linesOf,
  z.array(urlOrPath('Link')).max(AUTHOR_LINKS_MAX, `At most ${AUTHOR_LINKS_MAX} links`).default([]),
);

/** Author create/update body. */
export const authorInputSchema = z.object({
  name: requiredText('Name', 100),
  slug: slugSchema,
  role: requiredText('Role', 100),
  photoUrl: optionalUrlOrPath('Photo'),
  credentials: optionalText('Credentials', 300),
  bio: requiredText('Short bio', 1000),
  links: linksField,
  staffUserId: z.preprocess((v) => (v === '' ? null : v), objectIdSchema.nullable().optional()),
  ...publicationInputFields,
});
export type AuthorInput = z.output<typeof authorInputSchema>;
export type AuthorFormValues = z.input<typeof authorInputSchema>;

/** Matchup create/update body: a pair of casinos, the editor's verdict, and whether it is approved. */
export const matchupInputSchema = z
  .object({
    casinoAId: objectIdSchema,
    casinoBId: objectIdSchema,
    verdict: requiredText('Verdict', 2000),
    approved: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'Approved must be true or false' }),
    ),
    ...publicationInputFields,
  })
  .refine((matchup) => matchup.casinoAId !== matchup.casinoBId, {
    message: 'A matchup needs two different casinos',
    path: ['casinoBId'],
  });
export type MatchupInput = z.output<typeof matchupInputSchema>;
