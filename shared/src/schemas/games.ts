// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { CONTENT_LIST_MAX_PAGE_SIZE } from '../constants/catalog';
import { GAME_TYPES, VOLATILITIES } from '../constants/games';
import { pageQueryFields } from './paging';
import { numeric, oneOf, optionalUrlOrPath, requiredText, urlOrPath } from './common';
import { casinoRefSchema } from './content';
import { publicationInputFields } from './publication';

/** Game create/update body; features keep only entries that are non-empty after trimming. */
export const gameInputSchema = z.object({
  casinoId: casinoRefSchema,
  name: requiredText('Name', 120),
  type: oneOf(GAME_TYPES, 'Type').default('slot'),
  description: requiredText('Description', 2000),
  previewImage: urlOrPath('Preview image'),
  demoUrl: optionalUrlOrPath('Demo URL'),
  rtp: numeric('RTP')
    .pipe(
      z
        .number()
        .min(50, 'RTP must be between 50 and 100')
        .max(100, 'RTP must be between 50 and 100'),
    )
    .default(96.5),
  volatility: z
    .enum(VOLATILITIES, { error: 'Volatility must be low, medium or high' })
    .default('medium'),
  features: z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.map((f) => (typeof f === 'string' ? f.trim() : f)).filter((f) => f !== '')
        : v,
    z.array(z.string().max(80, 'Features must be at most 80 characters')).max(20).default([]),
  ),
  ...publicationInputFields,
});
export type GameInput = z.output<typeof gameInputSchema>;

export const gamesQuerySchema = z.object({
  casinoId: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'casinoId must be a valid id')
    .optional(),
  ...pageQueryFields(CONTENT_LIST_MAX_PAGE_SIZE),
});
