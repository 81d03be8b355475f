// The import boundaries of eslint.config.mjs bite: lint fixtures (never written to disk) that
// cross them, through the real ESLint command, and check the rule that reports each.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');

// One ESLint (its config and resolvers loaded once) lints every fixture: a command per fixture
// cost about 2 s each, most of the unit run's longest file.
const LINT_ALL = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const ruleIds = [];
for (const [filePath, code] of JSON.parse(input)) {
  const [report] = await eslint.lintText(code, { filePath });
  ruleIds.push(report.messages.map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(ruleIds));
`;

/** Each fixture: the path it is linted as, and its code. */
const FIXTURES = {
  remoteByPath: [
    'mf-catalog/src/home/Fixture.ts',
    [
      "import GamesPage from '../../../mf-games/src/games/GamesPage';",
      "import { theme } from '@sweepscout/kit';",
      "import { casinoPath } from '@sweepscout/shared';",
      'export const fixture = [GamesPage, theme, casinoPath];',
      '',
    ].join('\n'),
  ],
  remoteByPackage: [
    'mf-content/src/home/Fixture.ts',
    "export { default } from '@sweepscout/mf-catalog/src/home/TopRated';\n",
  ],
  modelImportsFeature: [
    'api/src/features/casinos/fixture.model.ts',
    "export { sitemapEntries } from '../seo/sitemap';\n",
  ],
  // A model importing another feature's model is fine: only the rest of a feature is above models.
  modelImportsModel: [
    'api/src/features/casinos/fixture.model.ts',
    "export { trackValueHistory } from '../value/history.model';\n",
  ],
  persistenceImportsFeature: [
    'api/src/persistence/Fixture.ts',
    "export { CasinoModel } from '../features/casinos/model';\n",
  ],
  apiImportsSite: [
    'api/src/site/Fixture.ts',
    "export { createPageRenderer } from '@sweepscout/site';\n",
  ],
  siteImportsApiInside: [
    'site/src/Fixture.ts',
    "export { logger } from '@sweepscout/api/dist/log/logger';\n",
  ],
  siteImportsApiEntry: ['site/src/Fixture.ts', "export { runServer } from '@sweepscout/api';\n"],
  // The kit's loader imports its backoff helper; the backoff importing the loader closes a loop.
  importCycle: [
    'kit/src/remotes/backoff.ts',
    "export { remoteComponent as fixture } from './loadRemoteModule';\n",
  ],
};

/** The rule ids ESLint reports for each fixture, by its name. */
let ruleIdsOf;
beforeAll(() => {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
    cwd: REPO_ROOT,
    input: JSON.stringify(Object.values(FIXTURES)),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ESLint failed: ${result.stderr}`);
  const ruleIds = JSON.parse(result.stdout);
  ruleIdsOf = Object.fromEntries(Object.keys(FIXTURES).map((name, i) => [name, ruleIds[i]]));
}, 60_000);

describe('ESLint import boundaries', () => {
  it('refuses a remote importing another remote by path, and allows the shared packages', () => {
    expect(ruleIdsOf.remoteByPath).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a remote importing another remote through its package name', () => {
    expect(ruleIdsOf.remoteByPackage).toContain('no-restricted-imports');
  });

  it('refuses an API model importing a feature, and allows it another model', () => {
    expect(ruleIdsOf.modelImportsFeature).toEqual(['import-x/no-restricted-paths']);
    expect(ruleIdsOf.modelImportsModel).toEqual([]);
  });

  it("refuses the API's shared persistence code importing a feature", () => {
    expect(ruleIdsOf.persistenceImportsFeature).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses the API importing the page server, which uses the API only through its entry', () => {
    expect(ruleIdsOf.apiImportsSite).toContain('no-restricted-imports');
    expect(ruleIdsOf.siteImportsApiInside).toContain('no-restricted-imports');
    expect(ruleIdsOf.siteImportsApiEntry).toEqual([]);
  });

  it('refuses an import cycle inside a package', () => {
    expect(ruleIdsOf.importCycle).toEqual(['import-x/no-cycle']);
  });
});
