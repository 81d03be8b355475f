import { casinoInputSchema, idParamsSchema, type CasinoInput } from '@sweepscout/shared';
import { Router, type Response } from 'express';
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
import { deleted, idInput, sendConflict, withConflict } from './http';

const duplicateSlug = (slug: string) => `A casino with the slug "${slug}" already exists`;

async function slugTaken(slug: string, exceptId?: Types.ObjectId | string): Promise<boolean> {
  return Boolean(await CasinoModel.exists(exceptId ? { slug, _id: { $ne: exceptId } } : { slug }));
}

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

async function save(
  res: Response,
  input: CasinoInput,
  existing?: InstanceType<typeof CasinoModel>,
): Promise<void> {
  if (await slugTaken(input.slug, existing?._id))
    return sendConflict(res, duplicateSlug(input.slug));
  await withConflict(res, duplicateSlug(input.slug), async () => {
    const doc = existing ?? new CasinoModel();
    doc.set(toCasinoDocument(input));
    await doc.save();
    res.status(existing ? 200 : 201).json(toCasinoJson(doc.toObject() as CasinoRecord));
  });
}

export function casinosAdminRouter(): Router {
  const router = Router();
  const body = validate({ body: casinoInputSchema });
  const byId = idInput();
  const update = validate({ params: idParamsSchema, body: casinoInputSchema });

  router.get('/', async (_req, res) => {
    const casinos = await CasinoModel.find().sort({ rating: -1, name: 1 }).lean<CasinoRecord[]>();
    res.json(casinos.map(toCasinoJson));
  });

  router.post('/', body, async (_req, res) => save(res, body.input(res).body));

  router.put('/:id', update, async (_req, res) => {
    const casino = await CasinoModel.findById(update.input(res).params.id);
    if (!casino) return sendNotFound(res, 'Casino');
    await save(res, update.input(res).body, casino);
  });

  router.delete('/:id', byId, async (_req, res) => {
    const casino = await CasinoModel.findById(byId.input(res).params.id).lean<CasinoRecord>();
    if (!casino) return sendNotFound(res, 'Casino');
    const blockers = await dependents(casino._id);
    if (blockers) {
      return sendConflict(
        res,
        `Cannot delete ${casino.name}: it is still used by ${blockers}. Delete or move them first.`,
      );
    }
    await CasinoModel.deleteOne({ _id: casino._id });
    deleted(res, 'Casino');
  });

  return router;
}
