import { escapeRegExp, searchQuerySchema, type SearchResults } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { CasinoModel, GuideModel, ReviewModel } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

/**
 * The header search (DESIGN.md: search works). The text is validated (2 to 80 characters),
 * escaped so that it matches literally (no regular-expression injection), matched without regard
 * to case, and each kind answers at most `limit` (default 8, at most 20) results.
 * FerretDB has no $text: an escaped, case-insensitive $regex over the names and titles.
 */
export async function searchSite(q: string, limit: number): Promise<SearchResults> {
  const pattern = { $regex: escapeRegExp(q), $options: 'i' };
  const [casinos, reviews, guides] = await Promise.all([
    CasinoModel.find({ name: pattern, ...publiclyVisibleFilter() })
      .sort({ rating: -1, name: 1 })
      .limit(limit)
      .select({ name: 1, slug: 1, logoUrl: 1, rating: 1 })
      .lean(),
    ReviewModel.find({ title: pattern, ...publiclyVisibleFilter() })
      .sort({ publishDate: -1 })
      .limit(limit)
      .select({ title: 1, slug: 1 })
      .lean(),
    GuideModel.find({ title: pattern, ...publiclyVisibleFilter() })
      .sort({ publishDate: -1 })
      .limit(limit)
      .select({ title: 1, slug: 1 })
      .lean(),
  ]);
  return {
    casinos: casinos.map((c) => ({
      id: String(c._id),
      name: c.name,
      slug: c.slug,
      logoUrl: c.logoUrl ?? null,
      rating: c.rating,
    })),
    reviews: reviews.map((r) => ({ id: String(r._id), title: r.title, slug: r.slug })),
    guides: guides.map((g) => ({ id: String(g._id), title: g.title, slug: g.slug })),
  };
}

/** GET /api/search?q=&limit= */
export function searchRouter(): Router {
  const router = Router();
  const input = validate({ query: searchQuerySchema });
  router.get('/', input, async (_req, res) => {
    const { q, limit } = input.input(res).query;
    res.set('Cache-Control', 'public, max-age=30').json(await searchSite(q, limit));
  });
  return router;
}
