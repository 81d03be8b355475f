import { COMPARE_QUERY_PARAMS, pageQuery } from './routeTable';

describe('pageQuery: the query a page reads, the page cache key', () => {
  it('keeps only the parameters the route declares, sorted by name, values in order', () => {
    expect(pageQuery('/compare', '?utm_source=x&sort=name&gameTypes=Slots&gameTypes=Poker')).toBe(
      '?gameTypes=Slots&gameTypes=Poker&sort=name',
    );
    expect(pageQuery('/compare/', '?fbclid=1')).toBe('');
    expect(pageQuery('/search', '?q=gold&ref=mail')).toBe('?q=gold');
    expect(pageQuery('/', '?newsletter=subscribed&email=a%40b.c')).toBe('?newsletter=subscribed');
  });

  it('drops every parameter of a route that reads none', () => {
    expect(pageQuery('/casino/some-casino', '?utm_campaign=spring')).toBe('');
    expect(pageQuery('/terms-of-service', '?x=1')).toBe('');
  });

  it('leaves the admin area and unknown paths as given', () => {
    expect(pageQuery('/admin/casinos', '?page=2&q=x')).toBe('?page=2&q=x');
    expect(pageQuery('/no-such-page', '?a=1')).toBe('?a=1');
  });

  it('declares every field of the compare form', () => {
    expect(pageQuery('/compare', `?${COMPARE_QUERY_PARAMS.map((p) => `${p}=1`).join('&')}`)).toBe(
      `?${[...COMPARE_QUERY_PARAMS]
        .sort()
        .map((p) => `${p}=1`)
        .join('&')}`,
    );
  });
});
