/**
 * The Node the site's servers run on: Node 24 whatever Node runs the launcher. A benchmark started
 * with the machine's Node 20 started its own site on Node 20, where the native modules installed
 * for Node 24 crashed it (argon2: a segmentation fault, the site never ready).
 */
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const MODULE = pathToFileURL(path.join(__dirname, 'node24.mjs')).href;

/** What node24Executable() answers in a script run by `node`, and that binary's version. */
function executableUnder(node) {
  const script = `import { node24Executable } from ${JSON.stringify(MODULE)};
    process.stdout.write(await node24Executable());`;
  const output = execFileSync(node, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  // The path is the last line: a run that had to fetch Node 24 first prints its steps before it.
  const executable = output.trim().split('\n').at(-1);
  const version = execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
  return { executable, major: Number(version.slice(1).split('.')[0]) };
}

const majorOf = (node) =>
  Number(execFileSync(node, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0]);

test('under Node 24, the running binary', () => {
  expect(executableUnder(process.execPath)).toEqual({
    executable: process.execPath,
    major: majorOf(process.execPath),
  });
});

test("under the machine's own Node (Node 20 on CI machines), a Node 24", () => {
  const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((node) => existsSync(node));
  expect(systemNode).toBeDefined();
  const { executable, major } = executableUnder(systemNode);
  expect(major).toBeGreaterThanOrEqual(24);
  // An older one is never the answer: the site would run on it.
  if (majorOf(systemNode) < 24) expect(executable).not.toBe(systemNode);
});
