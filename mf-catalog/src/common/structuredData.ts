import { casinoPath, type Casino } from '@sweepscout/shared';

/**
 * Honest structured data (DESIGN.md): figures come from the database. A casino's rating is given
 * as an AggregateRating only with the real number of its published reviews, and only when there
 * is at least one; the site itself is never rated.
 */
type RatedCasino = Pick<
  Casino,
  | 'name'
  | 'slug'
  | 'description'
  | 'logoUrl'
  | 'websiteUrl'
  | 'established'
  | 'rating'
  | 'reviewCount'
> &
  Partial<Pick<Casino, 'bonusAmount'>>;

const absolute = (origin: string, url: string | null): string | undefined =>
  url ? new URL(url, origin).toString() : undefined;

function aggregateRating(casino: RatedCasino): object | undefined {
  if (!casino.reviewCount || casino.reviewCount < 1) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Number(casino.rating.toFixed(1)),
    bestRating: 5,
    worstRating: 1,
    reviewCount: casino.reviewCount,
  };
}

function casinoEntity(casino: RatedCasino, origin: string): Record<string, unknown> {
  const entity: Record<string, unknown> = {
    '@type': 'Organization',
    name: casino.name,
    url: absolute(origin, casinoPath(casino.slug)),
    sameAs: casino.websiteUrl,
    logo: absolute(origin, casino.logoUrl),
    description: casino.description,
    foundingDate: casino.established ? String(casino.established) : undefined,
    aggregateRating: aggregateRating(casino),
  };
  return Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== undefined));
}

/** JSON-LD of /casino/{slug}. */
export function casinoJsonLd(casino: RatedCasino, origin: string): object {
  return { '@context': 'https://schema.org', ...casinoEntity(casino, origin) };
}

export const BONUSES_JSON_LD_COUNT = 5;

/** JSON-LD of /bonuses: the first 5 casinos of the list as shown, with their bonus offers. */
export function bonusesJsonLd(casinos: readonly RatedCasino[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Sweepstakes Casino Bonuses',
    numberOfItems: Math.min(casinos.length, BONUSES_JSON_LD_COUNT),
    itemListElement: casinos.slice(0, BONUSES_JSON_LD_COUNT).map((casino, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        ...casinoEntity(casino, origin),
        ...(casino.bonusAmount
          ? { makesOffer: { '@type': 'Offer', name: casino.bonusAmount } }
          : {}),
      },
    })),
  };
}
