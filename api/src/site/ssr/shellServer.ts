import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { madeFromFile } from '../fileStamps';
import type { FormEcho } from '@sweepscout/kit';

/** What the shell's Node build (shell/src/ssr/server.tsx) offers the site server. */
export interface ShellServer {
  matchSsrRoute(pathname: string): {
    modules: readonly string[];
    /** The loaders of the shell's own page (the search results). */
    loaders?: readonly RouteLoader[];
    /** The shell's own page on this route (e.g. `shell/SearchPage`); older shells: absent. */
    shellPage?: string;
    params: Record<string, string | undefined>;
    props: Readonly<Record<string, unknown>>;
  } | null;
  runLoaders(
    loaders: readonly RouteLoader[],
    params: Record<string, string | undefined>,
    search: string,
    props: Readonly<Record<string, unknown>>,
    fetch: typeof globalThis.fetch,
  ): Promise<ServerStore>;
  dehydrate(store: ServerStore): Record<string, unknown>;
  serverApp(options: {
    url: string;
    store: ServerStore;
    modules: ReadonlyMap<string, ComponentType<object>>;
    /** Filled while rendering with the modules whose areas hydrate when seen (older shells: never). */
    deferred?: Set<string>;
    /** A refused public form to show as posted (older shells: ignored). */
    formEcho?: FormEcho;
  }): ReactElement;
  serializeSsrPayload(payload: {
    state: Record<string, unknown>;
    modules: string[];
    formEcho?: FormEcho;
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

/** A page's loader, exported by an exposed module beside its component. */
export type RouteLoader = (context: {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  props: Readonly<Record<string, unknown>>;
  dispatch: unknown;
}) => void | Promise<void>;

/** The shell's store, opaque to the site server. */
export type ServerStore = { getState(): unknown };

/** The shell's Node build, required again (its chunks too) when app.js changes. */
const requireShellServer = madeFromFile((file) => {
  // Its chunks too: a new app.js must not run an old build's chunk.
  const dir = path.dirname(file) + path.sep;
  for (const cached of Object.keys(require.cache)) {
    if (cached.startsWith(dir)) delete require.cache[cached];
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time
  return require(file) as ShellServer;
});

/**
 * shell/dist/server/app.js, required again when the file changes (a shell redeploy), or null when
 * the shell has no server build (then pages are served as before, rendered in the browser).
 */
export function loadShellServer(siteRoot: string): ShellServer | null {
  return requireShellServer(path.join(siteRoot, 'shell', 'dist', 'server', 'app.js'));
}
