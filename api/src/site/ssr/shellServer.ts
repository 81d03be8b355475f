import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { madeFromFile } from '../fileStamps';

/** What the shell's Node build (shell/src/ssr/server.tsx) offers the site server. */
export interface ShellServer {
  matchSsrRoute(pathname: string): {
    modules: readonly string[];
    params: Record<string, string | undefined>;
    props: Readonly<Record<string, unknown>>;
  } | null;
  runLoaders(
    loaders: readonly RouteLoader[],
    params: Record<string, string | undefined>,
    search: string,
    props: Readonly<Record<string, unknown>>,
  ): Promise<ServerStore>;
  dehydrate(store: ServerStore): Record<string, unknown>;
  serverApp(options: {
    url: string;
    store: ServerStore;
    modules: ReadonlyMap<string, ComponentType<object>>;
  }): ReactElement;
  serializeSsrPayload(payload: { state: Record<string, unknown>; modules: string[] }): string;
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

const requireShellServer = madeFromFile((file) => {
  delete require.cache[require.resolve(file)];
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
