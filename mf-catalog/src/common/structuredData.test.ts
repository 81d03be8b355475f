import type { Casino } from '@sweepscout/shared';
import { bonusesJsonLd, casinoJsonLd } from './structuredData';

const base = {
  name: 'Crown Coins Casino',
  slug: 'crown-coins-casino',
  description: 'A casino.',
  logoUrl: '/media/casinos/crown-coins-casino-logo.svg',
  websiteUrl: 'https://crowncoinscasino.com',
  established: 2023,
  rating: 4.8,
  bonusAmount: '2 FREE Sweeps Coins',
} satisfies Partial<Casino>;

const origin = 'https://sweepscout.test';

describe('casino JSON-LD', () => {
  it('gives the rating with the real review count', () => {
    const data = casinoJsonLd({ ...base, reviewCount: 3 }, origin) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Crown Coins Casino',
      url: 'https://sweepscout.test/casino/crown-coins-casino',
      sameAs: 'https://crowncoinscasino.com',
      logo: 'https://sweepscout.test/media/casinos/crown-coins-casino-logo.svg',
      foundingDate: '2023',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 3,
      },
    });
  });

  it('gives no rating at all without a published review (no invented counts)', () => {
    expect(casinoJsonLd({ ...base, reviewCount: 0 }, origin)).not.toHaveProperty('aggregateRating');
    expect(casinoJsonLd({ ...base, reviewCount: undefined }, origin)).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('/bonuses JSON-LD', () => {
  it('lists the first 5 casinos as shown, with their offers', () => {
    const casinos = Array.from({ length: 7 }, (_, i) => ({
      ...base,
      name: `Casino ${i}`,
      slug: `casino-${i}`,
    }));
    const data = bonusesJsonLd(casinos, origin) as {
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    expect(data).toMatchObject({ '@type': 'ItemList', numberOfItems: 5 });
    expect(data.itemListElement.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    expect(data.itemListElement[0].item).toMatchObject({
      name: 'Casino 0',
      makesOffer: { '@type': 'Offer', name: '2 FREE Sweeps Coins' },
    });
    expect(JSON.stringify(data)).not.toContain('aggregateRating');
  });
});
