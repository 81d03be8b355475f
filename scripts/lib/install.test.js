/**
 * What `npm start` and `npm test` fetch before anything else: the benchmarks' packages only when
 * a benchmark needs one (ensureBenchmarkPackages, against a fake npm that writes down its calls),
 * and the newest Node 24 in range from the registry's list of versions (newestInRange).
 * Both modules are ES modules: each case runs in a child script.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { runWithFakeCommands } = require('./fakeCommands.cjs');

const moduleUrl = (name) => pathToFileURL(path.join(__dirname, name)).href;

/** Runs `body` (an ES module's code) with `dir`'s fake commands first on PATH. */
const runScript = (dir, body) => runWithFakeCommands(dir, ['--input-type=module', '-e', body]);

describe("the benchmarks' packages", () => {
  let root;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-bench-install-'));
    const fakeNpm = path.join(root, 'npm');
    fs.writeFileSync(fakeNpm, `#!/bin/sh\necho "$PWD $*" >> "${root}/calls"\nexit 0\n`);
    fs.chmodSync(fakeNpm, 0o755);
    fs.mkdirSync(path.join(root, 'bench'));
    fs.writeFileSync(
      path.join(root, 'bench', 'package.json'),
      JSON.stringify({ devDependencies: { autocannon: '~8.0.0', lighthouse: '~13.5.0' } }),
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const installAt = (name, where = root) => {
    fs.mkdirSync(path.join(where, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(where, 'node_modules', name, 'package.json'), '{}');
  };
  const ensure = () =>
    runScript(
      root,
      `import { ensureBenchmarkPackages } from ${JSON.stringify(moduleUrl('install.mjs'))};
       await ensureBenchmarkPackages({ root: ${JSON.stringify(root)}, benchmarks: ['bench'] });`,
    );

  it('installs them, in the repository, when one is missing', () => {
    installAt('autocannon');
    const { status, calls, stdout } = ensure();
    expect(status).toBe(0);
    expect(calls).toEqual([`${root} install --no-audit --no-fund --prefer-offline -w bench`]);
    expect(stdout).toContain("Installing the benchmarks' packages (missing: lighthouse)");
  });

  it('does nothing when each is installed, at the root or in the benchmarks folder', () => {
    installAt('autocannon');
    installAt('lighthouse', path.join(root, 'bench'));
    const { status, calls, stdout } = ensure();
    expect(status).toBe(0);
    expect(calls).toEqual([]);
    expect(stdout).toBe('');
  });
});

describe('the Node 24 version fetched', () => {
  const newest = (versions) => {
    const { stdout, stderr } = runScript(
      os.tmpdir(),
      `import { newestInRange } from ${JSON.stringify(moduleUrl('node24.mjs'))};
       const versions = Object.fromEntries(${JSON.stringify(versions)}.map((v) => [v, {}]));
       console.log(JSON.stringify(newestInRange(versions) ?? null));`,
    );
    expect(stderr).toBe('');
    return JSON.parse(stdout);
  };

  it('is the newest 24 release from 24.21.0 on, compared by number, never a prerelease or 25', () => {
    expect(
      newest(['23.11.0', '24.7.0', '24.21.0', '24.22.3', '24.22.10', '24.23.0-rc.1', '25.0.0']),
    ).toBe('24.22.10');
  });

  it('is none when the registry has nothing in range (the script then falls back to npm)', () => {
    expect(newest(['24.20.9', '24.9.0', '25.1.0'])).toBeNull();
  });
});
