// @ts-check
/**
 * The packages of this repository by role, read from workspace.json: the one place a package
 * (a remote above all) is declared. The scripts, ESLint, jest, the builds, the dev servers, the
 * API's remote list and the tests derive their lists from here; docs/shipping-a-remote.md says
 * what adding a remote takes.
 */
const workspace = require('./workspace.json');

/**
 * @typedef {{ package: string, devPort: number, styleNamespace: string }} Frontend
 * @typedef {Frontend & { name: string }} Remote
 */

/** @type {Remote[]} Each remote with its federation name (catalog, ...), in declaration order. */
const REMOTES = Object.entries(workspace.remotes).map(([name, remote]) => ({ name, ...remote }));

/** @type {Record<string, Frontend>} The shell and every remote, by federation name. */
const FRONTENDS_BY_NAME = {
  shell: workspace.shell,
  ...Object.fromEntries(REMOTES.map(({ name, ...remote }) => [name, remote])),
};

/** @type {string[]} Package folders: the shell, then the remotes. */
const FRONTENDS = [workspace.shell.package, ...REMOTES.map((remote) => remote.package)];

/** @type {string[]} */
const LIBRARIES = workspace.libraries;

/** @type {string[]} */
const SERVERS = workspace.servers;

/** @type {string[]} Every package with source: libraries, servers, frontends. */
const PACKAGES = [...LIBRARIES, ...SERVERS, ...FRONTENDS];

/** @type {string[]} The benchmarks: their packages (autocannon, Lighthouse) install on first use. */
const BENCHMARKS = workspace.benchmarks;

/** @type {string[]} Every npm workspace: the packages, then the test and benchmark suites. */
const WORKSPACES = [...PACKAGES, ...workspace.suites, ...BENCHMARKS];

/** @type {string[]} What `npm start` and `npm test` install: every workspace but the benchmarks. */
const INSTALLED_BY_DEFAULT = WORKSPACES.filter((pkg) => !BENCHMARKS.includes(pkg));

module.exports = {
  REMOTES,
  FRONTENDS,
  FRONTENDS_BY_NAME,
  LIBRARIES,
  SERVERS,
  PACKAGES,
  WORKSPACES,
  BENCHMARKS,
  INSTALLED_BY_DEFAULT,
};
