import { expect, test } from '../../support/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { E2E_PORT } from '../../support/env';
import { copyPackageSource, startSiteServer, type SiteServer } from '../../support/server';
import { ARTIFACTS_DIR, screenshot } from '../../support/site';

const HEADING = 'Compare Sweepstakes Casinos';
const EDITED = 'Compare Sweepstakes Casinos, Live From The Dev Server';

type ConfigFunction = (env: { WEBPACK_SERVE?: boolean }, argv: { mode: string }) => Configuration;

test.describe('a remote served by its dev server (npm run dev -w mf-catalog)', () => {
  test.describe.configure({ timeout: 180_000 });
  let site: SiteServer | undefined;
  let devServer: WebpackDevServer | undefined;
  const workDir = path.join(ARTIFACTS_DIR, 'dev-server');
  const source = path.join(workDir, 'mf-catalog');

  test.afterAll(async () => {
    await devServer?.stop();
    await site?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('the site loads the remote from REMOTE_CATALOG_URL, and a saved change shows in place without a page reload', async ({
    page,
  }) => {
    // The catalog team's working copy (a copy, so that the test can edit it).
    rmSync(workDir, { recursive: true, force: true });
    copyPackageSource('mf-catalog', source);
    const devPort = E2E_PORT + 52;
    const { default: createConfig } = (await import(path.join(source, 'webpack.config.js'))) as {
      default: ConfigFunction;
    };
    // As `webpack serve` calls it: the browser build only (the Node build is not served).
    const config = createConfig({ WEBPACK_SERVE: true }, { mode: 'development' });
    devServer = new WebpackDevServer({ ...config.devServer, port: devPort }, webpack(config));
    await devServer.start();

    // The site as built, with only the catalog taken from the dev server.
    const devOrigin = `http://localhost:${devPort}`;
    site = await startSiteServer({
      port: E2E_PORT + 53,
      env: { REMOTE_CATALOG_URL: `${devOrigin}/mf-manifest.json` },
    });
    const siteUrl = site.url.replace('127.0.0.1', 'localhost');
    const entryLoaded = page.waitForResponse(`${devOrigin}/remoteEntry.js`);
    await page.goto(`${siteUrl}/compare`);
    expect((await entryLoaded).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // Save a change: the area shows it, in the same document (no page reload).
    const file = path.join(source, 'src/compare/ComparePage.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"${HEADING}"`, `"${EDITED}"`));
    await expect(page.getByRole('heading', { name: EDITED })).toBeVisible({ timeout: 60_000 });
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await screenshot(page, 'foundation', 'dev-server-hot-update');
  });
});
