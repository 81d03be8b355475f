import type { ReactElement } from 'react';
import {
  createBaseApiStore,
  renderInApp,
  standInFetch,
  type RenderInAppOptions,
  type Reply,
} from '@sweepscout/kit/testing';

export { held } from '@sweepscout/kit/testing';
export type Answer = Reply;

/**
 * Render with a fresh store (the shared baseApi, as the shell mounts it) and a router at `route`
 * (mounted at `path`, beside `pages`, when either is given); `url()` is the router's path and
 * query now (what the address bar would show).
 */
export const renderWithApp = (ui: ReactElement, options: RenderInAppOptions = {}) =>
  renderInApp(ui, createBaseApiStore(), options);

/** The catalog's API answered by URL; `requested()` lists the URLs asked for, in order. */
export const answerFetch = standInFetch;
