import type { CompareQuery, CompareRow, CompareSort, Page } from '@sweepscout/shared';
import type { QueryFilter, SortOrder, Types } from 'mongoose';
import {
  CasinoModel,
  GuideModel,
  ReviewModel,
  toCasinoJson,
  type CasinoRecord,
} from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

const SORTS: Record<CompareSort, Record<string, SortOrder>> = {
  'rating-high': { rating: -1, name: 1, _id: 1 },
  'rating-low': { rating: 1, name: 1, _id: 1 },
  'bonus-value': { bonusRank: -1, rating: -1, name: 1, _id: 1 },
  'games-count': { gamesCountValue: -1, rating: -1, name: 1, _id: 1 },
};

/** The DB filter of the compare query: every selected label must match ($all), rating >= min. */
export function compareFilter(query: CompareQuery): QueryFilter<CasinoRecord> {
  const filter: QueryFilter<CasinoRecord> = { ...publiclyVisibleFilter() };
  if (query.gameTypes.length) filter['filterTags.gameTypes'] = { $all: query.gameTypes };
  if (query.bonusTypes.length) filter['filterTags.bonusTypes'] = { $all: query.bonusTypes };
  if (query.paymentMethods.length)
    filter['filterTags.paymentMethods'] = { $all: query.paymentMethods };
  if (query.minRating > 0) filter.rating = { $gte: query.minRating };
  return filter;
}

/** Slug of the newest review / guide per casino, for the rows' links (two queries, no $lookup). */
async function linkedSlugs(
  casinoIds: Types.ObjectId[],
): Promise<{ reviews: Map<string, string>; guides: Map<string, string> }> {
  const [reviews, guides] = await Promise.all([
    ReviewModel.find(
      { casinoId: { $in: casinoIds }, ...publiclyVisibleFilter() },
      { slug: 1, casinoId: 1 },
    )
      .sort({ publishDate: -1 })
      .lean(),
    GuideModel.find(
      { casinoId: { $in: casinoIds }, ...publiclyVisibleFilter() },
      { slug: 1, casinoId: 1 },
    )
      .sort({ publishDate: -1 })
      .lean(),
  ]);
  const firstByCasino = (rows: { slug: string; casinoId?: Types.ObjectId | null }[]) => {
    const map = new Map<string, string>();
    for (const row of rows) {
      const key = String(row.casinoId);
      if (!map.has(key)) map.set(key, row.slug);
    }
    return map;
  };
  return { reviews: firstByCasino(reviews), guides: firstByCasino(guides) };
}

export async function compareCasinos(query: CompareQuery): Promise<Page<CompareRow>> {
  const filter = compareFilter(query);
  const [total, casinos] = await Promise.all([
    CasinoModel.countDocuments(filter),
    CasinoModel.find(filter)
      .sort(SORTS[query.sort])
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean<CasinoRecord[]>(),
  ]);
  const links = await linkedSlugs(casinos.map((c) => c._id));
  return {
    items: casinos.map((casino) => ({
      ...toCasinoJson(casino),
      reviewSlug: links.reviews.get(String(casino._id)) ?? null,
      guideSlug: links.guides.get(String(casino._id)) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
