import request from 'supertest';
import { GuideModel } from '../src/features/guides/model';
import { ReviewModel } from '../src/features/reviews/model';
import { setupSiteSuite } from './helpers';
import { jsonLdBlocks, structuredDataIssues } from './structuredData';

const { app } = setupSiteSuite('structured_data');

const html = (path: string) =>
  request(app).get(path).set('Host', 'sweepscout.test').set('Accept', 'text/html').expect(200);

describe('structured data against the schema.org vocabulary', () => {
  it('every kind of server-rendered page has only types and properties schema.org defines, with values of the expected types', async () => {
    const review = await ReviewModel.findOne().lean();
    const guide = await GuideModel.findOne().lean();
    const paths = [
      '/',
      '/compare',
      '/casino/crown-coins-casino',
      `/reviews/${review!.slug}`,
      `/guides/${guide!.slug}`,
      '/methodology',
      '/faq',
      '/authors/jordan-reyes',
      '/compare/crown-coins-casino-vs-neon-mirage-casino',
      '/states/california',
    ];
    const found: Record<string, unknown[]> = {};
    for (const path of paths) {
      const blocks = jsonLdBlocks((await html(path)).text);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      const issues = await structuredDataIssues(blocks);
      if (issues.length) found[path] = issues;
    }
    expect(found).toEqual({});
  });

  it('reports an unknown property, an unknown type and a value of the wrong type', async () => {
    const valid = {
      '@context': 'https://schema.org',
      '@type': 'Review',
      itemReviewed: { '@type': 'Organization', name: 'Crown Coins Casino' },
      author: { '@type': 'Person', name: 'Jordan Reyes' },
      reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
    };
    expect(await structuredDataIssues([valid])).toEqual([]);

    const unknownProperty = await structuredDataIssues([{ ...valid, sweepCoinsBonus: 20 }]);
    expect(unknownProperty.map((issue) => issue.message)).toEqual([
      'Property "sweepCoinsBonus" for type "Review" is not supported by the schema.org specification',
    ]);

    const unknownType = await structuredDataIssues([{ ...valid, '@type': 'CasinoReview' }]);
    expect(unknownType.map((issue) => issue.message)).toContain(
      'Type "CasinoReview" is not a valid schema.org type',
    );

    const wrongValue = await structuredDataIssues([
      { ...valid, author: { '@type': 'Rating', ratingValue: 5 } },
    ]);
    expect(wrongValue.map((issue) => issue.message)).toContain(
      'Review.author: a Rating is not what author expects (Organization, Person)',
    );
  });
});
