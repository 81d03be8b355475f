import { casinoInputSchema } from '@sweepscout/shared';
import type { Types } from 'mongoose';
import { CasinoModel, toCasinoDocument } from '../features/casinos/model';
import { CONTENT_MODELS } from '../db/models';
import { FaqModel } from '../features/faqs/model';
import { GameModel } from '../features/games/model';
import { GuideModel } from '../features/guides/model';
import { PageContentModel } from '../features/pages/model';
import { ReviewModel } from '../features/reviews/model';
import { seedAdminUser } from './adminUser';
import { SEED_CASINOS } from './data/casinos';
import { SEED_CASINO_VALUE } from './data/casinoValue';
import { SEED_FAQS } from './data/faqs';
import { seedStates } from './states';
import { SEED_GAMES } from './data/games';
import { SEED_GUIDES } from './data/guides';
import { LEGAL_LAST_UPDATED, SEED_PAGES } from './data/pages';
import { reviewHtml, SEED_REVIEWS } from './data/reviews';
import { SEED_SUB_SCORES } from './data/subScores';
import { seedAuthors } from './authors';
import { seedMatchups } from './matchups';
import { insertMissing, type SeedableModel } from './insertMissing';
import { withSeedLock } from './seedLock';

export interface SeedResult {
  inserted: Record<string, number>;
  /** The admin password generated at this (first) start; null otherwise. Never printed. */
  generatedAdminPassword: string | null;
  /** The 0600 file under DATA_DIR holding it (its path is printed), or null. */
  generatedAdminPasswordFile: string | null;
}

/** True when no content record is stored at all (a new database). */
async function contentIsEmpty(): Promise<boolean> {
  const contentModels: readonly SeedableModel[] = CONTENT_MODELS;
  for (const model of contentModels) if (await model.exists({})) return false;
  return true;
}

async function casinoIdsBySlug(): Promise<Map<string, Types.ObjectId>> {
  const casinos = await CasinoModel.find({}, { slug: 1 }).lean();
  return new Map(casinos.map((c) => [c.slug, c._id]));
}

function requireId(ids: Map<string, Types.ObjectId>, slug: string): Types.ObjectId {
  const id = ids.get(slug);
  if (!id) throw new Error(`Seed data refers to an unknown casino: ${slug}`);
  return id;
}

/**
 * Run at every start. The content seed goes only into an empty database (a record staff deleted
 * is never brought back); the admin user is created when missing, its password kept in sync with
 * ADMIN_PASSWORD. One instance at a time seeds (seedLock.ts), so instances started at once on an
 * empty database seed it once.
 */
export function runSeed(options: SeedOptions = {}): Promise<SeedResult> {
  return withSeedLock(() => seedOnce(options));
}

type SeedOptions = { adminPassword?: string; adminTotpSecret?: string; dataDir?: string };

async function seedOnce(options: SeedOptions): Promise<SeedResult> {
  const inserted: Record<string, number> = (await contentIsEmpty())
    ? await seedContent()
    : { casinos: 0, reviews: 0, guides: 0, faqs: 0, games: 0, pages: 0 };
  inserted.states = await seedStates();
  const admin = await seedAdminUser({
    password: options.adminPassword,
    totpSecret: options.adminTotpSecret,
    dataDir: options.dataDir,
  });
  inserted.adminUsers = admin.created ? 1 : 0;
  return {
    inserted,
    generatedAdminPassword: admin.generatedPassword,
    generatedAdminPasswordFile: admin.passwordFile,
  };
}

/** Insert the seed's content (keyed by slug, question, page, casino + game name). */
async function seedContent(): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};

  const casinos = SEED_CASINOS.map((c) =>
    toCasinoDocument(
      casinoInputSchema.parse({
        ...c,
        subScores: SEED_SUB_SCORES[c.slug],
        value: SEED_CASINO_VALUE[c.slug] ?? null,
      }),
    ),
  );
  inserted.casinos = await insertMissing(CasinoModel, 'slug', casinos);
  const ids = await casinoIdsBySlug();

  inserted.reviews = await insertMissing(
    ReviewModel,
    'slug',
    SEED_REVIEWS.map(({ casinoSlug, sections, publishDate, ...review }) => ({
      ...review,
      content: reviewHtml(sections),
      publishDate: new Date(publishDate),
      casinoId: requireId(ids, casinoSlug),
    })),
  );
  inserted.guides = await insertMissing(
    GuideModel,
    'slug',
    SEED_GUIDES.map(({ casinoSlug, publishDate, ...guide }) => ({
      ...guide,
      publishDate: new Date(publishDate),
      casinoId: casinoSlug ? requireId(ids, casinoSlug) : null,
    })),
  );
  inserted.faqs = await insertMissing(FaqModel, 'question', SEED_FAQS);
  inserted.authors = await seedAuthors();
  inserted.matchups = await seedMatchups(ids);

  const storedGames = await GameModel.find({}, { casinoId: 1, name: 1 }).lean();
  const gameKeys = new Set(storedGames.map((g) => `${String(g.casinoId)}:${g.name}`));
  const games = SEED_GAMES.map(({ casinoSlug, ...game }) => ({
    ...game,
    casinoId: requireId(ids, casinoSlug),
  })).filter((g) => !gameKeys.has(`${String(g.casinoId)}:${g.name}`));
  if (games.length > 0) await GameModel.insertMany(games);
  inserted.games = games.length;

  inserted.pages = await insertMissing(
    PageContentModel,
    'page',
    SEED_PAGES.map(({ content, ...page }) => ({
      ...page,
      sections: [{ content }],
      lastUpdated: new Date(LEGAL_LAST_UPDATED),
    })),
  );

  return inserted;
}
