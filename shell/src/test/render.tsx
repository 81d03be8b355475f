import type { ReactElement } from 'react';
import { renderInApp, standInFetch } from '@sweepscout/kit/testing';
import { createAppStore } from '../app/store';

/**
 * Render with the shell's own store (fresh for each render) and a router at `route`; `url()` is
 * the router's path and query now (what the address bar would show).
 */
export const renderShell = (ui: ReactElement, { route = '/' }: { route?: string } = {}) =>
  renderInApp(ui, createAppStore(), { route });

/**
 * A fetch stand-in (jsdom has none): each call is answered with `answer(url)` as a 200 JSON body,
 * or a 404 when it returns undefined. `requested()` lists the paths and queries asked for.
 */
export function answerFetch(answer: (url: URL) => unknown) {
  const { mock, requested } = standInFetch((url) => {
    const body = answer(url);
    return body === undefined
      ? { status: 404, body: { message: 'Not found' } }
      : { status: 200, body };
  });
  return { mock, requested: () => requested().map((url) => url.pathname + url.search) };
}

/** The element with this accessible label (aria-label or a label element), by plain DOM query. */
export function byLabel(label: string, root: ParentNode = document): HTMLElement {
  const found =
    root.querySelector<HTMLElement>(`[aria-label="${label}"]`) ??
    [...root.querySelectorAll('label')].find((l) => l.textContent === label)?.control;
  if (!found) throw new Error(`Nothing labelled "${label}"`);
  return found as HTMLElement;
}

const casino = (id: string, name: string, slug: string) => ({
  id,
  name,
  slug,
  logoUrl: `/media/${slug}.png`,
  rating: 4.5,
});

/** Five featured casinos, in the API's order (the footer shows the first four). */
export const FEATURED = [
  casino('c1', 'Crown Coins Casino', 'crown-coins-casino'),
  casino('c2', 'Neon Mirage Casino', 'neon-mirage-casino'),
  casino('c3', 'Golden Harbor Casino', 'golden-harbor-casino'),
  casino('c4', 'Lucky Lantern Casino', 'lucky-lantern-casino'),
  casino('c5', 'Fifth Street Casino', 'fifth-street-casino'),
];

/** GET /api/search answers by lower-cased text; any other text matches nothing. */
const SEARCHES: Record<string, unknown> = {
  crown: {
    casinos: [FEATURED[0]],
    reviews: [{ id: 'r1', title: 'Crown Coins Casino Review 2025', slug: 'crown-coins-casino' }],
    guides: [],
  },
  neon: { casinos: [FEATURED[1]], reviews: [], guides: [] },
  'sweep coins': {
    casinos: [],
    reviews: [],
    guides: [{ id: 'g1', title: 'How to Redeem Sweep Coins for Cash Prizes', slug: 'redeem-sc' }],
  },
};

/** The frame's own reads answered as the API would: search, visitor state, featured casinos. */
export function answerShellApi() {
  return answerFetch((url) => {
    if (url.pathname === '/api/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return SEARCHES[q] ?? { casinos: [], reviews: [], guides: [] };
    }
    if (url.pathname === '/api/visitor') return { state: null };
    if (url.pathname === '/api/casinos/featured') return FEATURED;
    return undefined;
  });
}

/** The links inside `root`, in order. */
export const linksIn = (root: ParentNode) => [...root.querySelectorAll<HTMLAnchorElement>('a')];

/** The link inside `root` whose text is `name`. */
export function linkNamed(root: ParentNode, name: string): HTMLAnchorElement {
  const found = linksIn(root).find((a) => a.textContent === name);
  if (!found) throw new Error(`No link "${name}"`);
  return found;
}

/**
 * The main navigation inside `root` (header or mobile menu): its six links' texts and a link by
 * its text.
 */
export function mainNav(root: ParentNode) {
  const nav = root.querySelector('nav[aria-label="Main"]') as HTMLElement;
  return {
    names: () => linksIn(nav).map((a) => a.textContent),
    link: (name: string) => linkNamed(nav, name),
  };
}

export const MAIN_LINK_NAMES = ['Home', 'Compare', 'Reviews', 'Guides', 'Games', 'Bonuses'];
