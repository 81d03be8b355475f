import { CASINO_CARD_FIELDS, pickFields, withoutBody } from './summaries';

describe('list items as their cards keep them', () => {
  it('keeps only the named fields, and leaves out those the record lacks', () => {
    const casino = { id: '1', name: 'Crown Coins', slug: 'crown', description: 'Long text' };
    expect(pickFields(casino, ['id', 'name', 'slug'])).toEqual({
      id: '1',
      name: 'Crown Coins',
      slug: 'crown',
    });
    const card = pickFields(casino as never, CASINO_CARD_FIELDS);
    expect(Object.keys(card).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('keeps an article without its body', () => {
    expect(withoutBody({ id: 'g1', title: 'How it works', content: '<p>Body</p>' })).toEqual({
      id: 'g1',
      title: 'How it works',
    });
  });
});
