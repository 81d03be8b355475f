/**
 * ensureSystemPackages: the missing groups after one `apt-get update`, each with its own
 * recommends choice; nothing at all when every group is there; apt's output only when it fails.
 * Runs in a child script, as root or not as asked, whose PATH starts with a fake apt-get that
 * writes down how it was called (and fails an install when FAIL_INSTALL is set).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { runWithFakeCommands } = require('./fakeCommands.cjs');

const MODULE = pathToFileURL(path.join(__dirname, 'systemPackages.mjs')).href;

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-apt-'));
  const fakeApt = path.join(dir, 'apt-get');
  fs.writeFileSync(
    fakeApt,
    `#!/bin/sh\necho "$*" >> "${dir}/calls"\necho "apt says $1"\n` +
      `[ "$1" = install ] && [ -n "$FAIL_INSTALL" ] && exit 100\nexit 0\n`,
  );
  fs.chmodSync(fakeApt, 0o755);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs ensureSystemPackages on groups given as [name, packages, installed, recommends]. */
function ensure(groups, { root = true, env = {} } = {}) {
  const script = `
    import { ensureSystemPackages } from ${JSON.stringify(MODULE)};
    await ensureSystemPackages(${JSON.stringify(groups)}.map(([name, packages, installed, recommends]) =>
      ({ name, packages, installed: () => installed, recommends })));`;
  const uid = `data:text/javascript,process.getuid = () => ${root ? 0 : 1000};`;
  return runWithFakeCommands(dir, ['--import', uid, '--input-type=module', '-e', script], env);
}

it('installs only the missing groups, after one update, without printing apt', () => {
  const { status, calls, stdout } = ensure([
    ['Browser', ['chromium', 'fonts-liberation'], false, true],
    ['Already there', ['curl'], true, true],
    ['Proxy', ['nginx-light'], false, false],
  ]);
  expect(status).toBe(0);
  expect(calls).toEqual([
    'update -qq',
    'install -y -qq chromium fonts-liberation',
    'install -y -qq --no-install-recommends nginx-light',
  ]);
  expect(stdout).not.toContain('apt says');
  expect(stdout).toContain("Installed Debian's Browser, Proxy");
});

it('runs nothing when every group is installed', () => {
  const { status, calls, stdout } = ensure([['Browser', ['chromium'], true, true]]);
  expect(status).toBe(0);
  expect(calls).toEqual([]);
  expect(stdout).toBe('');
});

it("shows apt's output and stops with its exit code when an install fails", () => {
  const { status, calls, stdout, stderr } = ensure(
    [
      ['Browser', ['chromium'], false, true],
      ['Proxy', ['nginx-light'], false, false],
    ],
    { env: { FAIL_INSTALL: '1' } },
  );
  expect(status).toBe(100);
  expect(calls).toEqual(['update -qq', 'install -y -qq chromium']);
  expect(stdout).toContain('apt says install');
  expect(stderr).toContain('apt-get install chromium failed (exit 100)');
});

it('tells someone who is not root the command to run, and runs nothing', () => {
  const { status, calls, stderr } = ensure(
    [['Browser', ['chromium', 'fonts-liberation'], false, true]],
    {
      root: false,
    },
  );
  expect(status).toBe(1);
  expect(calls).toEqual([]);
  expect(stderr).toContain(
    "Browser missing: run 'sudo apt-get update && sudo apt-get install -y chromium fonts-liberation'",
  );
});
