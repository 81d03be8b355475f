import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  HOME_SECTIONS,
  REMOTE_MODULE_IDS,
  ROUTE_TABLE,
  type RemoteModuleId,
} from '@sweepscout/shared';
import workspace from '../../workspace.json';

const REPO_ROOT = path.resolve(__dirname, '../..');
const PACKAGE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(workspace.remotes).map(([name, remote]) => [name, remote.package]),
);

type FederationPlugin = {
  constructor: { name: string };
  _options: { exposes: Record<string, string> };
};
type WebpackConfig = { plugins: FederationPlugin[] };

/** The production webpack configs of a remote: its browser build, then its Node build if any. */
function buildsOf(remote: string): WebpackConfig[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  const createConfig = require(path.join(REPO_ROOT, PACKAGE_OF[remote], 'webpack.config.js'));
  const config = createConfig({}, { mode: 'production' }) as WebpackConfig | WebpackConfig[];
  return Array.isArray(config) ? config : [config];
}

/** The module ids a build publishes through its ModuleFederationPlugin. */
function exposesOf(remote: string, config: WebpackConfig): string[] {
  const federation = config.plugins.find(
    (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  return Object.keys(federation?._options.exposes ?? {}).map(
    (key) => `${remote}/${key.replace(/^\.\//, '')}`,
  );
}

/** The `exposes` of a remote's browser build, as its build will publish them. */
function exposedModules(remote: string): string[] {
  return exposesOf(remote, buildsOf(remote)[0]);
}

const exposedByRemotes = new Set(Object.keys(PACKAGE_OF).flatMap(exposedModules));

/** Every module the shell mounts: the home page's sections and the modules of the route table. */
const mountedByShell: RemoteModuleId[] = [
  ...HOME_SECTIONS.map((section) => section.module),
  ...ROUTE_TABLE.map((route) => route.module).filter(
    (module): module is RemoteModuleId => !module.startsWith('shell/'),
  ),
];

describe('the typed remote contract', () => {
  it("a remote's server build exposes the same modules as its browser build", () => {
    for (const remote of ['catalog', 'content', 'games']) {
      const [browser, server] = buildsOf(remote);
      expect(server).toBeDefined();
      expect(exposesOf(remote, server).sort()).toEqual(exposesOf(remote, browser).sort());
    }
  });

  it('every module the shell mounts is exposed by its remote', () => {
    const missing = mountedByShell.filter((id) => !exposedByRemotes.has(id));
    expect(missing).toEqual([]);
  });

  it("every module of the contract is exposed, and each remote exposes only the contract's modules", () => {
    expect([...exposedByRemotes].sort()).toEqual([...REMOTE_MODULE_IDS].sort());
  });
});
