import { casinoInputSchema, idParamsSchema, type CasinoInput } from '@sweepscout/shared';
import { Router, type Request, type Response } from 'express';
import type { Types } from 'mongoose';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import {
  CasinoModel,
  GameModel,
  GuideModel,
  ReviewModel,
  toCasinoDocument,
  toCasinoJson,
  type CasinoRecord,
} from '../../models';
import { recordAudit } from '../audit';
import { changeNoteUpdate } from '../../models/trustFields';
import { checkVersion, publicationOf, recordSave, statusOf, withPublication } from './editorial';
import { editorialResource, editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import type { Refusal } from './bulk';
import { withConflict } from './http';
import { listRulesOf } from './listRules';

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

async function save(
  res: Response,
  input: CasinoInput,
  existing?: InstanceType<typeof CasinoModel>,
): Promise<void> {
  if (existing) await checkVersion(resource, existing, input.updatedAt);
  const before = statusOf(existing);
  // The unique index on slug refuses a taken slug (409 below): no query beforehand, which the
  // embedded database would answer by scanning every casino.
  await withConflict(duplicateSlug(input.slug), async () => {
    const doc = existing ?? new CasinoModel();
    doc.set({
      ...toCasinoDocument(input),
      ...changeNoteUpdate(existing, input),
      ...publicationOf(input),
    });
    await doc.save();
    await recordSave(res, 'casino', doc, before);
    res.status(existing ? 200 : 201).json(adminCasinoJson(doc.toObject() as CasinoRecord));
  });
}

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

const EDITORIAL: EditorialRoutesOptions<CasinoRecord> = {
  recordType: 'casino',
  changeNotes: true,
  noun: 'casino',
  thing: 'Casino',
  model: CasinoModel,
  rules: CASINO_LIST_RULES,
  toJson: (stored) => stored.map(adminCasinoJson),
  remove: removeCasino,
};
const resource = editorialResource(EDITORIAL);

export function casinosAdminRouter(): Router {
  const router = Router();
  const body = validate({ body: casinoInputSchema });
  const update = validate({ params: idParamsSchema, body: casinoInputSchema });

  router.post('/', body, async (_req, res) => save(res, body.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const casino = await CasinoModel.findById(update.input(res).params.id);
    if (!casino) return sendNotFound(res, 'Casino');
    await save(res, update.input(res).body, casino);
  });

  router.use(editorialRoutes(EDITORIAL));

  return router;
}
