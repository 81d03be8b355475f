import { expect, test } from '../../support/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT } from '../../support/env';
import {
  copyPackageSource,
  REPO_ROOT,
  startSiteServer,
  type SiteServer,
} from '../../support/server';
import { ARTIFACTS_DIR, screenshot } from '../../support/site';
import workspace from '../../../workspace.json';

/** Every frontend package of the site: the shell and the remotes. */
const FRONTENDS = [
  workspace.shell.package,
  ...Object.values(workspace.remotes).map((remote) => remote.package),
];

const HEADING = 'Compare Sweepstakes Casinos';
const REDEPLOYED = 'Compare Sweepstakes Casinos Today';
// A text of the server-rendered casino page (its server build is redeployed too).
const PANEL = 'Games Selection';
const REDEPLOYED_PANEL = 'Games Selection Today';

const serverHtml = async (url: string) =>
  (await fetch(url, { headers: { accept: 'text/html' } })).text();

function replaceInTree(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) changed += replaceInTree(file, from, to);
    else if (/\.tsx?$/.test(name)) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(from)) {
        writeFileSync(file, text.split(from).join(to));
        changed += 1;
      }
    }
  }
  return changed;
}

test.describe('a remote can be rebuilt and redeployed alone', () => {
  test.describe.configure({ timeout: 240_000 });
  let site: SiteServer | undefined;
  const workDir = path.join(ARTIFACTS_DIR, 'redeploy');
  const siteRoot = path.join(workDir, 'site');

  test.afterAll(async () => {
    await site?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('rebuilding mf-catalog with a visible change shows on the next page load, the shell untouched', async ({
    page,
  }) => {
    // A deployed site of its own: a copy of every built package.
    rmSync(workDir, { recursive: true, force: true });
    for (const pkg of FRONTENDS) {
      cpSync(path.join(REPO_ROOT, pkg, 'dist'), path.join(siteRoot, pkg, 'dist'), {
        recursive: true,
      });
    }
    site = await startSiteServer({ port: E2E_PORT + 3, siteRoot });
    const shellEntry = readFileSync(path.join(siteRoot, 'shell/dist/main.js'));

    await page.goto(`${site.url}/compare`);
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    const slug = ((await (await fetch(`${site.url}/api/casinos`)).json()) as { slug: string }[])[0]
      .slug;
    const casinoUrl = `${site.url}/casino/${slug}`;
    expect(await serverHtml(casinoUrl)).toContain(`>${PANEL}</h2>`);

    // The catalog team changes its source and builds its remote alone, from a copy of the package.
    const source = path.join(workDir, 'mf-catalog');
    copyPackageSource('mf-catalog', source);
    expect(replaceInTree(path.join(source, 'src'), HEADING, REDEPLOYED)).toBeGreaterThan(0);
    expect(replaceInTree(path.join(source, 'src'), PANEL, REDEPLOYED_PANEL)).toBeGreaterThan(0);
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        path.join(source, 'webpack.config.js'),
        '--mode',
        'production',
      ],
      { cwd: source, stdio: 'pipe' },
    );

    // Deploy: replace the remote's files on the static host; nothing else changes.
    rmSync(path.join(siteRoot, 'mf-catalog/dist'), { recursive: true, force: true });
    cpSync(path.join(source, 'dist'), path.join(siteRoot, 'mf-catalog/dist'), { recursive: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: REDEPLOYED })).toBeVisible();
    // The server renders with the new server build too, without a restart (it re-reads the
    // remote's manifest before rendering), and the browser hydrates that HTML.
    await expect.poll(() => serverHtml(casinoUrl)).toContain(`>${REDEPLOYED_PANEL}</h2>`);
    await page.goto(casinoUrl);
    await expect(page.getByRole('heading', { name: REDEPLOYED_PANEL })).toBeVisible();
    expect(readFileSync(path.join(siteRoot, 'shell/dist/main.js')).equals(shellEntry)).toBe(true);
    await screenshot(page, 'foundation', 'redeployed-catalog');
  });
});
