import type { ComponentType, ReactElement } from 'react';
import type { FormEcho } from '../forms';
import type { PageLoader } from './pageLoader';

/**
 * What the shell's Node build (shell/src/ssr/server.tsx) offers the site server, which renders
 * pages with it (site/src/renderServerPage.ts). Declared here, between the two: the shell
 * checks that it implements it (shell/src/ssr/contract.ts), the site server reads it.
 */
export interface ShellServer {
  matchSsrRoute(pathname: string): {
    modules: readonly string[];
    /** The loaders of the shell's own page (the search results). */
    loaders?: readonly PageLoader[];
    /** The shell's own page on this route (e.g. `shell/SearchPage`); older shells: absent. */
    shellPage?: string;
    params: Record<string, string | undefined>;
    props: Readonly<Record<string, unknown>>;
  } | null;
  runLoaders(
    loaders: readonly PageLoader[],
    params: Record<string, string | undefined>,
    search: string,
    props: Readonly<Record<string, unknown>>,
    fetch: typeof globalThis.fetch,
  ): Promise<ServerStore>;
  dehydrate(store: ServerStore): Record<string, unknown>;
  /** Ends the store's timers once its page is rendered (older shells: absent). */
  releaseStore?(store: ServerStore): void;
  serverApp(options: {
    url: string;
    store: ServerStore;
    modules: ReadonlyMap<string, ComponentType<object>>;
    /** Filled while rendering with the modules whose areas hydrate when seen (older shells: never). */
    deferred?: Set<string>;
    /** A refused public form to show as posted (older shells: ignored). */
    formEcho?: FormEcho;
    /** The page server's kept fragments for this render (older shells: ignored). */
    fragments?: ServerFragments;
  }): ReactElement;
  serializeSsrPayload(payload: {
    state: Record<string, unknown>;
    modules: string[];
    formEcho?: FormEcho;
    /** The page's styled-components class names per component id (older shells: ignored). */
    styleNames?: Record<string, string[]>;
  }): string;
  /** The browser's requirements check (the kit's): throws for a remote the browser refuses. */
  assertRequirementsMet(
    remote: string,
    browserManifest: unknown,
    provided: ReadonlyMap<string, string>,
  ): void;
  SSR_STATE_ID: string;
  CLIENT_ONLY_DIGEST: string;
}

/** The shell's store, opaque to the site server. */
export type ServerStore = { getState(): unknown };

/**
 * Parts of a server-rendered page that are the same on many pages (the header's links, search and
 * menus on every /compare, whatever its filters): the page server keeps each one's HTML, and its
 * styles, the first time it renders it, then puts it in the pages that need it again instead of
 * rendering it (ServerMemo). One per render pass; what it kept is used once the page
 * is rendered.
 */
export interface ServerFragments {
  /** An element standing for the fragment kept under `key`, or null: render it, and record it. */
  reuse(key: string): ReactElement | null;
  /** Elements to render just before and after the fragment rendered now under `key`. */
  record(key: string): { start: ReactElement; end: ReactElement };
}
