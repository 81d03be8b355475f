import { casinoInputSchema } from '@sweepscout/shared';
import type { Request } from 'express';
import type { Types } from 'mongoose';
import { CasinoModel, toCasinoDocument, toCasinoJson, type CasinoRecord } from './model';
import { GameModel } from '../games/model';
import { GuideModel } from '../guides/model';
import { ReviewModel } from '../reviews/model';
import { recordAudit } from '../audit';
import { changeNoteUpdate } from '../../persistence';
import type { Refusal } from '../admin/bulk';
import { defineCollection } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

const duplicateSlug = (slug: string) => `A casino with the slug "${slug}" already exists`;

const quoteList = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What still points to a casino, as readable text, or null when nothing does. */
async function dependents(casinoId: Types.ObjectId): Promise<string | null> {
  const [reviews, games, guides] = await Promise.all([
    ReviewModel.find({ casinoId }, { title: 1 }).sort({ title: 1 }).lean<{ title: string }[]>(),
    GameModel.find({ casinoId }, { name: 1 }).sort({ name: 1 }).lean<{ name: string }[]>(),
    GuideModel.find({ casinoId }, { title: 1 }).sort({ title: 1 }).lean<{ title: string }[]>(),
  ]);
  const parts: string[] = [];
  if (reviews.length)
    parts.push(`${plural(reviews.length, 'review')} (${quoteList(reviews.map((r) => r.title))})`);
  if (games.length)
    parts.push(`${plural(games.length, 'game')} (${quoteList(games.map((g) => g.name))})`);
  if (guides.length)
    parts.push(`${plural(guides.length, 'guide')} (${quoteList(guides.map((g) => g.title))})`);
  if (!parts.length) return null;
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : parts[0];
}

const adminCasinoJson = (stored: CasinoRecord) => withPublication(toCasinoJson(stored), stored);

/** Delete a casino unless reviews, games or guides still use it. */
async function removeCasino(req: Request, id: string): Promise<Refusal | null> {
  const casino = await CasinoModel.findById(id).lean<CasinoRecord>();
  if (!casino) return { status: 404, message: 'Casino not found' };
  const blockers = await dependents(casino._id);
  if (blockers) {
    return {
      status: 409,
      message: `Cannot delete ${casino.name}: it is still used by ${blockers}. Delete or move them first.`,
    };
  }
  await CasinoModel.deleteOne({ _id: casino._id });
  await recordAudit(req, 'delete', 'casino', id);
  return null;
}

/** How the admin casinos table searches and sorts (exported for the in-memory list's test). */
export const CASINO_LIST_RULES = listRulesOf('casinos', {
  search: ['name', 'slug', 'bonusAmount'],
  sorts: {
    name: 'name',
    rating: 'rating',
    bonus: 'bonusRank',
    featured: 'isFeatured',
    updatedAt: 'updatedAt',
  },
  defaultSort: { rating: -1, name: 1 },
});

/** /api/admin/casinos: the casinos compared, with their offers, value figures and change notes. */
export const CASINOS = defineCollection({
  path: '/casinos',
  permission: 'manage_casinos',
  recordType: 'casino',
  changeNotes: true,
  noun: 'casino',
  thing: 'Casino',
  model: CasinoModel,
  inputSchema: casinoInputSchema,
  rules: CASINO_LIST_RULES,
  toJson: (stored: CasinoRecord[]) => stored.map(adminCasinoJson),
  remove: removeCasino,
  // The unique index on slug refuses a taken slug (409): no query beforehand, which the
  // embedded database would answer by scanning every casino.
  duplicate: (input) => duplicateSlug(input.slug),
  fields: (input, existing) => ({
    ...toCasinoDocument(input),
    ...changeNoteUpdate(existing, input),
  }),
});
