// @ts-check
/**
 * Server rendering through federation, build side: the Node build of a remote (target
 * async-node, Module Federation's Node runtime plugin, its own mf-manifest.json in dist/server/),
 * the Node build of the shell (a plain CommonJS module the site server requires), and the
 * styled-components ids both builds must share. Kept apart from federation.cjs (the browser
 * builds) so that the two evolve separately; see docs/server-rendering.md.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { SERVER_SHARED } = require('./server-shared.cjs');
const { FRONTENDS_BY_NAME } = require('../../workspace.cjs');

/**
 * The packages' styled-components namespaces, one letter each (each frontend's `styleNamespace`
 * in workspace.json): the componentId is in the class list of every styled element the server
 * renders (about 270 on the home page), so its length is paid on every page. A package not listed
 * uses its full federation name; a new one takes a letter no other package has.
 */
const STYLE_NAMESPACES = Object.fromEntries(
  Object.entries(FRONTENDS_BY_NAME).map(([name, frontend]) => [name, frontend.styleNamespace]),
);

/**
 * swc's styled-components plugin: every styled component gets a componentId from its file and
 * position (`<namespace>__sc-<hash>-<n>`) instead of a process-wide counter. Without it the class
 * names depend on the order in which modules were loaded, which differs between the server and
 * the browser (and changes after a remote is reloaded), and hydration sees other classes.
 * @param {string} namespace the package's federation name, so two packages never share an id
 */
function styledComponentsSwcPlugin(namespace) {
  return [
    require.resolve('@swc/plugin-styled-components'),
    { displayName: false, ssr: true, namespace: STYLE_NAMESPACES[namespace] ?? namespace },
  ];
}

/**
 * swc's `jsc.experimental` for every frontend build: the styled-components plugin, its compiled
 * cache kept out of the work tree (swc's default is a .swc/ folder beside the sources).
 * @param {string} namespace
 */
function swcExperimental(namespace) {
  return {
    plugins: [styledComponentsSwcPlugin(namespace)],
    cacheRoot: path.join(__dirname, '..', '..', 'node_modules', '.cache', 'swc'),
  };
}

/**
 * The swc-loader rule of every frontend build, browser and server.
 * @param {string} namespace the package's federation name
 * @param {string} target
 */
function swcRule(namespace, target) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime (react/jsx-runtime, a shared singleton): swc
          // picks jsx-dev-runtime in development, which the shell's production React lacks.
          transform: { react: { runtime: 'automatic', development: false } },
          target,
          experimental: swcExperimental(namespace),
        },
      },
    },
  };
}

/**
 * Images a build imports, named by content as the chunks are (the site serves such files as
 * immutable); the browser and server builds name them alike, so server HTML points at the file.
 */
const ASSET_FILENAME = '[name].[contenthash:8][ext]';

/**
 * @param {{ dir: string, name: string }} options
 * @param {'production' | 'development'} mode
 */
function baseServerConfig({ dir, name }, mode) {
  return {
    mode,
    context: dir,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'] },
    module: {
      rules: [
        swcRule(name, 'es2022'),
        // Images are served by the browser build; the server only needs their URLs.
        {
          test: /\.(svg|png|jpe?g|webp)$/,
          type: 'asset/resource',
          generator: { emit: false, filename: ASSET_FILENAME },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: /** @type {const} */ ('errors-warnings'),
  };
}

/**
 * The Node build of a remote: dist/server/ with remoteEntry.js and mf-manifest.json, loaded at
 * run time by the site server from the same place as the browser build (its URL + server/).
 * @param {{ name: string, dir: string, exposes: Record<string, string> }} options
 */
function createServerWebpackConfig({ name, dir, exposes }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      ...baseServerConfig({ dir, name }, mode),
      name: `${name}-server`,
      target: 'async-node',
      entry: { noop: path.join(__dirname, 'server-entry.cjs') },
      output: {
        path: path.join(dir, 'dist', 'server'),
        // Resolved from the manifest's URL at run time, like the browser build.
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${name}_server`,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          exposes,
          remotes: {},
          manifest: true,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          shared: Object.fromEntries(
            SERVER_SHARED.map((pkg) => [pkg, { singleton: true, requiredVersion: false }]),
          ),
        }),
      ],
    };
  };
}

/**
 * The Node build of the shell: dist/server/app.js, a CommonJS module whose React, router, store
 * kit and styled-components are the site server's own (externals), so that it renders with the
 * same instances the remotes were given.
 * @param {{ dir: string, entry: string }} options
 */
function createShellServerWebpackConfig({ dir, entry }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      ...baseServerConfig({ dir, name: 'shell' }, mode),
      name: 'shell-server',
      target: 'node',
      entry: { app: path.join(dir, entry) },
      output: {
        path: path.join(dir, 'dist', 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: [...SERVER_SHARED, 'react-dom/server', '@module-federation/enhanced/runtime'],
    };
  };
}

/**
 * A package's webpack config: its browser build and, beside it, its Node build (dist/server/).
 * `webpack serve` (a remote's dev server) builds the browser one only: the dev server would
 * serve both builds' remoteEntry.js and mf-manifest.json at the same URLs.
 * @param {(env: any, argv: any) => object} browser
 * @param {(env: any, argv: any) => object} server
 * @param {(env: any, argv: any) => object} [browserBesideServer] the browser build when the Node
 *   build is made beside it (the default: `browser`)
 */
function withServerBuild(browser, server, browserBesideServer = browser) {
  return (/** @type {any} */ env = {}, /** @type {any} */ argv = {}) =>
    env.WEBPACK_SERVE ? browser(env, argv) : [browserBesideServer(env, argv), server(env, argv)];
}

/**
 * A remote's whole webpack config: its browser build and its Node build, from one list of exposed
 * modules (the server build exposes them all; the route table says which are rendered there).
 * @param {{ name: string, dir: string, exposes: Record<string, string> }} options
 */
function createRemoteWebpackConfigs(options) {
  // Required here: federation.cjs requires this file for swcRule.
  const { createWebpackConfig } = require('./federation.cjs');
  const browser = createWebpackConfig({ ...options, hydratesServerPages: true });
  const server = createServerWebpackConfig(options);
  return withServerBuild(browser, server, (env, argv) => ({
    ...browser(env, argv),
    // Its manifest lists the digests of the Node build's files (shared/build/integrity.cjs).
    name: `${options.name}-browser`,
    dependencies: [`${options.name}-server`],
  }));
}

module.exports = {
  ASSET_FILENAME,
  SERVER_SHARED,
  withServerBuild,
  createRemoteWebpackConfigs,
  swcRule,
  createServerWebpackConfig,
  createShellServerWebpackConfig,
};
