import { createRoutesFromChildren, matchRoutes, Route, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTE_TABLE, PUBLIC_ROUTE_TABLE } from '@sweepscout/shared';
import { byFirstSegment, routesFor, routerSegment } from './AppRoutes';

/** The whole table as one router would hold it: the reference the per-segment sets must agree with. */
const WHOLE_TABLE: RouteObject[] = [
  ...PUBLIC_ROUTE_TABLE.map((route) => ({ path: route.path })),
  { children: ADMIN_ROUTE_TABLE.map((route) => ({ path: route.path })) },
  { path: '*' },
];

/** The path of the route a pathname renders (the innermost match), as the router picks it. */
function matchedPath(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route.path;
}

const withParams = (path: string) => path.replace(/:[a-z]+/gi, 'some-slug');

const PATHS = [
  ...PUBLIC_ROUTE_TABLE.map((route) => withParams(route.path)),
  ...ADMIN_ROUTE_TABLE.map((route) => withParams(route.path)),
  '/Compare',
  '/COMPARE/',
  '/c%6Fmpare',
  '/casino/Some-Slug/',
  '/casino',
  '/casino/a/b',
  '/%E0%A4%A',
  '//compare',
  '/admin/unknown',
  '/ADMIN/casinos',
  '/no-such-page',
  '/states/new-york/extra',
];

describe('the routes of a path', () => {
  it.each(PATHS)('%s renders the route the whole table would', (pathname) => {
    const filtered = createRoutesFromChildren(routesFor(pathname));
    expect(matchedPath(filtered, pathname)).toBe(matchedPath(WHOLE_TABLE, pathname));
  });

  it('gives a path only its own first segment and the not-found page', () => {
    const paths = (pathname: string) =>
      createRoutesFromChildren(routesFor(pathname)).map((route) => route.path ?? 'layout');
    expect(paths('/compare?x=1'.split('?')[0])).toEqual(['/compare', '/compare/:pair', '*']);
    expect(paths('/nowhere')).toEqual(['*']);
    expect(paths('/admin/casinos')).toEqual(['layout', '*']);
  });

  it('offers a route that starts with a parameter to every path', () => {
    const routes = byFirstSegment(
      [
        ['/guides', <Route key="g" path="/guides" />],
        ['/:lang/guides', <Route key="l" path="/:lang/guides" />],
      ],
      <Route key="*" path="*" />,
    );
    const pathFor = (pathname: string) =>
      matchedPath(createRoutesFromChildren(routes(pathname)), pathname);
    expect(pathFor('/guides')).toBe('/guides');
    expect(pathFor('/fr/guides')).toBe('/:lang/guides');
    expect(pathFor('/guides/guides')).toBe('/:lang/guides');
    expect(pathFor('/fr/other')).toBe('*');
  });

  it('compares first segments decoded and in lower case', () => {
    expect(routerSegment('/Casino/x')).toBe('casino');
    expect(routerSegment('/c%6Fmpare')).toBe('compare');
    expect(routerSegment('/%E0%A4%A')).toBe('%e0%a4%a');
    expect(routerSegment('/')).toBe('');
  });
});
