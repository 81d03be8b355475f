import type { Casino, CompareRow, Guide, Review } from '../types';

/**
 * What a page keeps of a list item it shows as a card or a row. List answers carry whole records
 * (the API's contract); a card needs a few fields of them. Keeping only those keeps the page's
 * cache small, and with it the state a server-rendered page embeds in its HTML (on the home page
 * the casinos' descriptions and the featured guide's body were a fifth of the document).
 */
export function pickFields<T extends object, K extends keyof T>(
  item: T,
  fields: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) if (field in item) picked[field] = item[field];
  return picked;
}

/** A casino as its card shows it (home top-rated grid, footer's Popular Casinos). */
export const CASINO_CARD_FIELDS = [
  'id',
  'name',
  'slug',
  'logoUrl',
  'rating',
  'rated',
  'bonusAmount',
  'features',
  'minimumAge',
  'restrictedStates',
  'informationOnly',
] as const satisfies readonly (keyof Casino)[];
export type CasinoCardData = Pick<Casino, (typeof CASINO_CARD_FIELDS)[number]>;

/** A row of the compare table. */
export const COMPARE_ROW_FIELDS = [
  ...CASINO_CARD_FIELDS,
  'gamesCount',
  'valueFigures',
  'offerChangedAt',
  'reviewSlug',
  'guideSlug',
] as const satisfies readonly (keyof CompareRow)[];
export type CompareRowData = Pick<CompareRow, (typeof COMPARE_ROW_FIELDS)[number]>;

/** A review as its card shows it (home Latest Reviews, /reviews). */
export const REVIEW_CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'authorName',
  'publishDate',
  'rating',
  'reviewImages',
] as const satisfies readonly (keyof Review)[];
export type ReviewCardData = Pick<Review, (typeof REVIEW_CARD_FIELDS)[number]>;

/** A guide as the home page's Popular Guides list shows it: a link and its reading time. */
export const GUIDE_LINK_FIELDS = [
  'id',
  'slug',
  'title',
  'minutesToRead',
] as const satisfies readonly (keyof Guide)[];
export type GuideLinkData = Pick<Guide, (typeof GUIDE_LINK_FIELDS)[number]>;

/** A guide in a list: everything but its body, which only its own page shows. */
export type GuideSummary = Omit<Guide, 'content'>;
/** A review in a list (a page of GET /api/reviews): everything but its body. */
export type ReviewSummary = Omit<Review, 'content'>;

export function withoutBody<T extends { content: string }>(item: T): Omit<T, 'content'> {
  const { content: _body, ...summary } = item;
  return summary;
}
