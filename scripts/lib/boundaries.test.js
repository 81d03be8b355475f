// The import boundaries of eslint.config.mjs bite: lint fixtures (never written to disk) that
// cross them, through the real ESLint command, and check the rule that reports each.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(REPO_ROOT, 'node_modules', '.bin', 'eslint');

/** The rule ids ESLint reports for `code` as if it were the file `filePath`. */
function ruleIdsFor(filePath, code) {
  const result = spawnSync(ESLINT, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: REPO_ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout);
  return report.messages.map((message) => message.ruleId);
}

describe('ESLint import boundaries', () => {
  it('refuses a remote importing another remote by path, and allows the shared packages', () => {
    const rules = ruleIdsFor(
      'mf-catalog/src/home/Fixture.ts',
      [
        "import GamesPage from '../../../mf-games/src/games/GamesPage';",
        "import { theme } from '@sweepscout/kit';",
        "import { casinoPath } from '@sweepscout/shared';",
        'export const fixture = [GamesPage, theme, casinoPath];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual(['import-x/no-restricted-paths']);
  }, 60_000);

  it('refuses a remote importing another remote through its package name', () => {
    const rules = ruleIdsFor(
      'mf-content/src/home/Fixture.ts',
      "export { default } from '@sweepscout/mf-catalog/src/home/TopRated';\n",
    );
    expect(rules).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses an API model importing a feature', () => {
    const rules = ruleIdsFor(
      'api/src/models/Fixture.ts',
      "export { sitemapEntries } from '../features/seo/sitemap';\n",
    );
    expect(rules).toEqual(['import-x/no-restricted-paths']);
  }, 60_000);

  it('refuses the API importing the page server, which uses the API only through its entry', () => {
    expect(
      ruleIdsFor(
        'api/src/site/Fixture.ts',
        "export { createPageRenderer } from '@sweepscout/site';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      ruleIdsFor(
        'site/src/Fixture.ts',
        "export { logger } from '@sweepscout/api/dist/log/logger';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      ruleIdsFor('site/src/Fixture.ts', "export { runServer } from '@sweepscout/api';\n"),
    ).toEqual([]);
  }, 60_000);

  it('refuses an import cycle inside a package', () => {
    // The kit's loader imports its backoff helper; the backoff importing the loader closes a loop.
    const rules = ruleIdsFor(
      'kit/src/remotes/backoff.ts',
      "export { remoteComponent as fixture } from './loadRemoteModule';\n",
    );
    expect(rules).toEqual(['import-x/no-cycle']);
  }, 60_000);
});
