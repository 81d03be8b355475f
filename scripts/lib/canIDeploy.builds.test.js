/**
 * `can-i-deploy` against real builds: a small remote built with shared/build/federation.cjs (the
 * config every frontend uses), in a temp folder, compared with the shell's build (shell/dist).
 * Needs the built kit and shell, as `npm test` provides (it builds first).
 */
const { execFile } = require('node:child_process');
const { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const semver = require('semver');
const webpack = require('webpack');
const { createWebpackConfig } = require('../../shared/build/federation.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const catalogPackage = readJson(path.join(REPO_ROOT, 'mf-catalog/package.json'));
const kitPackage = readJson(path.join(REPO_ROOT, 'kit/package.json'));
const shellRouter = readJson(path.join(REPO_ROOT, 'node_modules/react-router-dom/package.json'));
const newerKit = semver.inc(kitPackage.version, 'patch');

let workDir;

/** A remote with one exposed module that uses the router and the kit, as catalog's pages do. */
function writeRemote(name, packageJson) {
  const dir = path.join(workDir, name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(path.join(dir, 'src/index.ts'), "import('./Widget');\n");
  writeFileSync(
    path.join(dir, 'src/Widget.tsx'),
    [
      "import { Link } from 'react-router-dom';",
      "import { Button } from '@sweepscout/kit';",
      'export default function Widget() {',
      '  return <Link to="/compare"><Button type="button">Compare</Button></Link>;',
      '}',
    ].join('\n'),
  );
  return dir;
}

/** Build it with the project's federation config; libraries resolve from the repo's install. */
function build(dir) {
  const config = createWebpackConfig({
    name: 'probe',
    dir,
    exposes: { './Widget': './src/Widget.tsx' },
  })(undefined, { mode: 'development' });
  const modules = ['node_modules', path.join(REPO_ROOT, 'node_modules')];
  config.resolve = { ...config.resolve, modules };
  config.resolveLoader = { modules };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** The real command, as `npm run can-i-deploy -w <remote> -- --shell shell/dist` runs it. */
async function canIDeploy(dir) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        path.join(REPO_ROOT, 'scripts/can-i-deploy.mjs'),
        '--shell',
        path.join(REPO_ROOT, 'shell/dist'),
      ],
      { cwd: dir },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: error.stdout + error.stderr };
  }
}

let router99;
let kitPatch;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'sweepscout-can-i-deploy-'));
  router99 = writeRemote('router99', {
    ...catalogPackage,
    dependencies: { ...catalogPackage.dependencies, 'react-router-dom': '^99.0.0' },
  });
  kitPatch = writeRemote('kit-patch', catalogPackage);
  // The next patch of the kit, as the kit team would publish it: same code, newer version.
  const kitCopy = path.join(kitPatch, 'node_modules/@sweepscout/kit');
  cpSync(path.join(REPO_ROOT, 'kit/dist'), path.join(kitCopy, 'dist'), { recursive: true });
  writeFileSync(
    path.join(kitCopy, 'package.json'),
    JSON.stringify({ ...kitPackage, version: newerKit }),
  );
  await build(router99);
  await build(kitPatch);
}, 180_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a remote built asking for react-router-dom ^99.0.0 cannot deploy: the line names it and both versions', async () => {
  const { code, output } = await canIDeploy(router99);
  expect(code).toBe(1);
  expect(output).toContain(
    `react-router-dom: the remote requires ^99.0.0, the shell provides ${shellRouter.version}`,
  );
});

test('a remote built against a newer patch of the kit can deploy', async () => {
  const manifest = readJson(path.join(kitPatch, 'dist/mf-manifest.json'));
  expect(manifest.shared.find((entry) => entry.name === '@sweepscout/kit').version).toBe(newerKit);
  const { code, output } = await canIDeploy(kitPatch);
  expect(output).toContain('probe can deploy');
  expect(code).toBe(0);
});
