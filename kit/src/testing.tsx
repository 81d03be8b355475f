/**
 * What the remotes' and the shell's component tests share (jsdom, Testing Library, jest): a
 * render with a store and a router whose address the test can read, and a `fetch` stand-in that
 * answers by URL and records what was asked. Not part of the runtime kit: nothing in `index.ts`
 * imports it, and no build of a page does.
 */
import { useEffect, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureStore, type Store } from '@reduxjs/toolkit';
import type { Casino } from '@sweepscout/shared';
import { baseApi } from './api/baseApi';

export interface RenderInAppOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (`/reviews/:slug` gives it its params). */
  path?: string;
  /** Other pages by route pattern, for links that leave `ui`. */
  pages?: Record<string, ReactElement>;
}

/** A fresh store with the shared baseApi, as the shell mounts it (a remote's own reads). */
export function createBaseApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Keeps the router's current path and query where the test can read it. */
function LocationProbe({ into }: { into: { url: string } }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    into.url = pathname + search;
  }, [into, pathname, search]);
  return null;
}

/**
 * Render `ui` with `store` and a router at `route` (mounted at `path` beside `pages` when either is
 * given); `url()` is the router's path and query now, what the address bar would show.
 */
export function renderInApp<S extends Store>(
  ui: ReactElement,
  store: S,
  { route = '/', path, pages }: RenderInAppOptions = {},
): RenderResult & { store: S; url: () => string } {
  const at = { url: route };
  const routed =
    path === undefined && pages === undefined ? (
      ui
    ) : (
      <Routes>
        <Route path={path ?? '*'} element={ui} />
        {Object.entries(pages ?? {}).map(([pattern, page]) => (
          <Route key={pattern} path={pattern} element={page} />
        ))}
      </Routes>
    );
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {routed}
        <LocationProbe into={at} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, url: () => at.url };
}

/** What the stand-in fetch answers one call with: a status and a JSON body (or a raw text). */
export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * A `fetch` stand-in (jsdom has none), installed on `globalThis`: each call is answered by
 * `answer` for its URL (resolved against http://localhost; a promise holds the answer back).
 * `requested()` lists the URLs asked for, in order.
 */
export function standInFetch(answer: (url: URL) => Reply | Promise<Reply>): {
  mock: jest.Mock;
  requested: () => URL[];
} {
  const mock = jest.fn(async (input: string) => {
    const { status, body } = await answer(new URL(input, 'http://localhost'));
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  const requested = () =>
    mock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost'));
  return { mock, requested };
}

/** A promise with its resolve outside: an answer held back until the test releases it. */
export function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * A casino as the API answers it, for a test: `name` and the fields the test cares about are
 * given; the slug comes from the name, the rest are plain values a list or a card can show.
 */
export function aCasino(fields: Partial<Casino> & Pick<Casino, 'name'>): Casino {
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
    paymentMethods: [],
    features: {},
    minPurchase: null,
    minimumAge: 18,
    restrictedStates: [],
    ...fields,
  };
}
