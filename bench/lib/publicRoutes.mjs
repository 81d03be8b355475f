// Every public route of the route table as a URL path to open: a real record for each :slug, an
// approved pair for the head-to-head page and a query for /search. Shared by the Lighthouse and
// page-weight benchmarks.
import { createRequire } from 'node:module';

const { PUBLIC_ROUTE_TABLE } = createRequire(import.meta.url)('@sweepscout/shared');

/** @param {string} origin the site, e.g. http://127.0.0.1:4500 */
export async function publicRoutes(origin) {
  const get = async (path) => (await fetch(`${origin}${path}`)).json();
  const first = (list) => (Array.isArray(list) ? list : (list.items ?? list.data ?? []))[0];
  const [casino, review, guide, state, author, pair] = await Promise.all(
    ['/api/casinos', '/api/reviews', '/api/guides', '/api/states', '/api/authors']
      .map(async (path) => first(await get(path)))
      .concat(get('/api/head-to-head').then(first)),
  );
  const detail = {
    '/casino/:slug': `/casino/${casino.slug}`,
    '/reviews/:slug': `/reviews/${review.slug}`,
    '/guides/:slug': `/guides/${guide.slug}`,
    '/states/:slug': `/states/${state.slug}`,
    '/authors/:slug': `/authors/${author.slug}`,
    '/compare/:pair': pair.path,
  };
  return PUBLIC_ROUTE_TABLE.map(({ path }) =>
    path === '/search' ? '/search?q=bonus' : (detail[path] ?? path),
  );
}

/**
 * Whether `--only` naming `wanted` picks `route`: a route matches itself and the paths under it
 * (`/casino` picks `/casino/<slug>`).
 * @param {string} route
 * @param {string} wanted
 */
export function routeMatches(route, wanted) {
  return route === wanted || route.startsWith(`${wanted}/`);
}

/**
 * The routes picked by `--only=/,/compare`, or all of them.
 * @param {string[]} all
 * @param {string | undefined} only
 */
export function pickRoutes(all, only) {
  if (!only) return all;
  const wanted = only.split(',');
  return all.filter((r) => wanted.some((o) => routeMatches(r, o)));
}
