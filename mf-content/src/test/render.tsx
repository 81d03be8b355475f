import type { ReactElement } from 'react';
import {
  createBaseApiStore,
  held,
  renderInApp,
  standInFetch,
  type RenderInAppOptions,
  type Reply,
} from '@sweepscout/kit/testing';

export type { Reply } from '@sweepscout/kit/testing';

/**
 * Render with a fresh store (the shared baseApi, as the shell mounts it) and a router; `url()` is
 * the router's current path and query, `store` the store.
 */
export const renderWithApp = (
  ui: ReactElement,
  { path = '*', ...options }: RenderInAppOptions = {},
) => renderInApp(ui, createBaseApiStore(), { path, ...options });

/**
 * A fetch stand-in answering each call by its path and query (a promise holds the call until it
 * settles); `urls()` lists the paths and queries asked, in order.
 */
export function routeFetch(answer: (url: string) => Reply | Promise<Reply>) {
  const { mock, requested } = standInFetch((url) => answer(url.pathname + url.search));
  return { mock, urls: () => requested().map((url) => url.pathname + url.search) };
}

/** A fetch stand-in answering each call with the given status and JSON body. */
export function answerFetch(status: number, body: unknown): jest.Mock {
  return routeFetch(() => ({ status, body })).mock;
}

/** A reply held until `release()` is called: what a slow server shows meanwhile. */
export function heldReply(reply: Reply) {
  const { promise, release } = held<Reply>();
  return { promise, release: () => release(reply) };
}
