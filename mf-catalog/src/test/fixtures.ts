import type { Casino, CompareRow, Page } from '@sweepscout/shared';

/** A casino as GET /api/casinos answers it; the fields a test cares about are given. */
export function casinoFixture(fields: Partial<Casino> & Pick<Casino, 'name'>): Casino {
  const slug = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: slug,
    slug,
    description: `${fields.name}, a sweepstakes casino.`,
    logoUrl: null,
    bannerUrl: null,
    websiteUrl: `https://${slug}.example.com`,
    termsUrl: null,
    established: 2022,
    rating: 4,
    bonusAmount: '10,000 Gold Coins',
    bonusDescription: null,
    promoCode: null,
    gamesCount: '300+ Games',
    gameTypes: 'Slots',
    isFeatured: false,
    paymentMethods: ['Visa'],
    features: {},
    minPurchase: null,
    minimumAge: 18,
    restrictedStates: [],
    ...fields,
  };
}

/** A row of GET /api/casinos/compare. */
export function compareRowFixture(
  fields: Partial<CompareRow> & Pick<CompareRow, 'name'>,
): CompareRow {
  return { reviewSlug: null, guideSlug: null, ...casinoFixture(fields), ...fields };
}

/** One page of a paged answer. */
export function pageOf<T>(items: T[], page = 1, pageSize = 10, total = items.length): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
