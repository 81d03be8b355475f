// `npm run dev`: every remote's development server at once (the remotes of workspace.json, each
// on its own port), their output in one terminal with each line marked by its remote. Ctrl-C
// stops them all; when one of them stops, the others are stopped too and this script ends as it
// did. `npm run dev -w <remote>` runs one.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { REPO_ROOT, stopWithThisProcess } from './lib/run.mjs';

const { REMOTES } = createRequire(import.meta.url)('../workspace.cjs');
const width = Math.max(...REMOTES.map(({ package: pkg }) => pkg.length));

/** Print each line of a stream after the remote's name, so that four servers stay readable. */
function prefixLines(stream, name, out) {
  createInterface({ input: stream }).on('line', (line) =>
    out.write(`${name.padEnd(width)} │ ${line}\n`),
  );
}

const servers = REMOTES.map(({ package: pkg, devPort }) => {
  console.log(`▶ ${pkg} on http://localhost:${devPort}/mf-manifest.json`);
  const server = stopWithThisProcess(
    spawn('npm', ['run', 'dev', '--silent', '-w', pkg], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  prefixLines(server.stdout, pkg, process.stdout);
  prefixLines(server.stderr, pkg, process.stderr);
  return server;
});

// One server stopping (a port in use, a broken config) ends the session: half a set of remotes
// would look like a working one.
for (const [index, server] of servers.entries()) {
  server.once('exit', (code, signal) => {
    console.error(
      `\n${REMOTES[index].package}'s dev server stopped (${signal ?? `exit ${code}`}).`,
    );
    process.exit(code ?? 1);
  });
}
