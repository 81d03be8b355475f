import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { baseApi } from '@sweepscout/kit';

interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (`/reviews/:slug` gives it its params). */
  path?: string;
  /** Other pages by route pattern, for links that leave `ui`. */
  pages?: Record<string, ReactElement>;
}

/**
 * Render with a fresh store (the shared baseApi, as the shell mounts it) and a router; `url()` is
 * the router's current path and query, `store` the store.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', pages = {} }: RenderOptions = {},
) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  let current = route;
  function LocationProbe() {
    const { pathname, search } = useLocation();
    current = pathname + search;
    return null;
  }
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(pages).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, url: () => current };
}

/** What a stand-in fetch answers one call with: a status and a JSON body (or a raw text). */
export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * A fetch stand-in (jsdom has none) answering each call by its URL (a promise holds the call
 * until it settles); `urls()` lists the URLs asked, in order.
 */
export function routeFetch(answer: (url: string) => Reply | Promise<Reply>) {
  const mock = jest.fn(async (url: string) => {
    const { status, body } = await answer(url);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, urls: () => mock.mock.calls.map(([url]) => String(url)) };
}

/** A fetch stand-in answering each call with the given status and JSON body. */
export function answerFetch(status: number, body: unknown): jest.Mock {
  return routeFetch(() => ({ status, body })).mock;
}

/** A reply held until `release()` is called: what a slow server shows meanwhile. */
export function heldReply(reply: Reply) {
  let release!: () => void;
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release };
}
