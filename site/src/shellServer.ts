import path from 'node:path';
import { madeFromFile } from '@sweepscout/api';
import type { ShellServer } from '@sweepscout/kit';

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
