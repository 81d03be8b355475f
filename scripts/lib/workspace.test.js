// workspace.json is where a package is declared: the builds, tests and lint read their lists from
// it, so a package folder npm installs but workspace.json does not name would be silently skipped.
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACES, REMOTES } = require('../../workspace.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The folders npm treats as workspaces: the root package.json's list, its globs expanded. */
function npmWorkspaces() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const matches = new RegExp(`^${pattern.replace('*', '[^/]*')}$`);
    return fs
      .readdirSync(REPO_ROOT)
      .filter((name) => matches.test(name))
      .filter((name) => fs.existsSync(path.join(REPO_ROOT, name, 'package.json')));
  });
}

describe('workspace.json', () => {
  it('names every npm workspace of the repository, and nothing else', () => {
    expect([...npmWorkspaces()].sort()).toEqual([...WORKSPACES].sort());
  });

  it('gives each remote the package whose federation name it is', () => {
    for (const remote of REMOTES) {
      const webpackConfig = fs.readFileSync(
        path.join(REPO_ROOT, remote.package, 'webpack.config.js'),
        'utf8',
      );
      expect([remote.package, webpackConfig]).toEqual([
        remote.package,
        expect.stringContaining(`name: '${remote.name}'`),
      ]);
    }
  });

  it('gives each frontend its own dev port and style namespace', () => {
    const { shell, remotes } = require('../../workspace.json');
    const frontends = [shell, ...Object.values(remotes)];
    expect(new Set(frontends.map((f) => f.devPort)).size).toBe(frontends.length);
    expect(new Set(frontends.map((f) => f.styleNamespace)).size).toBe(frontends.length);
  });
});
