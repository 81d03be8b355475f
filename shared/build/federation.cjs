// @ts-check
/**
 * One place that decides how every frontend package is built and federated, so that the five
 * webpack configs stay short and identical in shape (shell + four remotes).
 */
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcRule } = require('./federation-server.cjs');
// The server builds share the same singletons; the browser adds react-dom's client entry.
const { SERVER_SHARED } = require('./server-shared.cjs');

/**
 * Shared singletons of DESIGN.md; subpath imports must be listed on their own (STACK-NOTES.md).
 * The wire contract (@sweepscout/shared) is not among them: each package bundles the version it
 * was built with. The runtime kit (@sweepscout/kit) is, since it holds the one store and theme.
 */
const SHARED_SINGLETONS = [...SERVER_SHARED, 'react-dom/client'];

/** 'react/jsx-runtime' -> 'react', '@reduxjs/toolkit/query/react' -> '@reduxjs/toolkit'. */
function packageNameOf(importPath) {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * `react-router-dom` as shared: the subset of routerExports.mjs under the package's own name and
 * version, so that the share scope, the version checks and the remotes' manifests are unchanged.
 * @param {object} config
 */
function routerSubset(config) {
  return {
    ...config,
    import: path.join(__dirname, 'routerExports.mjs'),
    shareKey: 'react-router-dom',
    version: require('react-router-dom/package.json').version,
  };
}

/**
 * What the package being built requires of each singleton: the range in its own package.json.
 * With `strictVersion`, the federation runtime refuses a remote whose range the shell's copy does
 * not satisfy (the loader shows the area's fallback) instead of handing it the wrong version.
 * @param {string} dir folder of the package being built
 */
function sharedSingletons(dir) {
  const manifest = require(path.join(dir, 'package.json'));
  const declared = { ...manifest.peerDependencies, ...manifest.dependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((importPath) => {
      const requiredVersion = declared[packageNameOf(importPath)];
      if (!requiredVersion) {
        throw new Error(
          `${manifest.name} must list ${packageNameOf(importPath)} in its dependencies`,
        );
      }
      const config = { singleton: true, requiredVersion, strictVersion: true };
      return [importPath, importPath === 'react-router-dom' ? routerSubset(config) : config];
    }),
  );
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, host?: boolean }} options
 */
function federationOptions({ name, dir, exposes = {}, host = false }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    manifest: true,
    dts: false,
    shareStrategy: /** @type {const} */ ('loaded-first'),
    // The host ships the federation runtime once and the remotes use it, instead of every
    // remoteEntry.js carrying its own copy (about 28 KB compressed each). Remotes are only ever
    // loaded by the shell, so they can rely on it.
    experiments: {
      ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      // Browser builds only: the runtime leaves out its Node loading paths.
      optimization: { target: 'web' },
    },
    shared: sharedSingletons(dir),
  };
}

/**
 * Ports of `npm run dev -w <package>` (webpack-dev-server); DEV_PORT overrides. The running site
 * uses a remote's dev server through REMOTE_<NAME>_URL=http://localhost:<port>/mf-manifest.json.
 */
const DEV_PORTS = { shell: 3100, catalog: 3101, content: 3102, games: 3103, admin: 3104 };

/** webpack-dev-server 5 options: hot reload, and CORS so that the site on another port can load it. */
function devServerOptions(name, html) {
  return {
    port: Number(process.env.DEV_PORT) || DEV_PORTS[name] || 'auto',
    hot: true,
    allowedHosts: 'all',
    historyApiFallback: html,
    static: false,
    headers: {
      'Access-Control-Allow-Origin': '*',
      // webpack-dev-server sends same-origin by default (STACK-NOTES.md), which blocks the site.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
    },
  };
}

/**
 * Development: each exposed module accepts its hot updates and announces them, so that the site
 * swaps that area in place (shared/build/hotExposeLoader.cjs) instead of reloading the page.
 * @param {string} name
 * @param {string} dir
 * @param {Record<string, string>} exposes
 */
function hotExposeRules(name, dir, exposes) {
  return Object.entries(exposes).map(([key, file]) => ({
    resource: path.resolve(dir, file),
    enforce: /** @type {const} */ ('post'),
    use: {
      loader: path.join(__dirname, 'hotExposeLoader.cjs'),
      options: { moduleId: `${name}/${key.replace(/^\.\//, '')}` },
    },
  }));
}

/**
 * Every script also as `<file>.br`, compressed once at the highest Brotli quality, which the site
 * server sends to browsers that accept it (api/src/site/precompressed.ts). On-the-fly compression
 * uses a fast quality: about 15 % larger for the same scripts.
 */
function brotliFiles() {
  return new CompressionPlugin({
    test: /\.js$/,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

/** Where the host lists the scripts it loads before the app starts (read by the site server). */
const STARTUP_SCRIPTS_FILE = 'startup-scripts.json';

/**
 * The host's startup scripts: its entry, the chunks of the import its entry starts (bootstrap)
 * and the chunks of every shared module it provides: the browser loads all of them before the app
 * runs, one after the other (entry, then the rest). The site server preloads them in the head of
 * a server-rendered page (api/src/site/preloads.ts). The manifest's shared assets cannot serve:
 * they also name the consume fallbacks, which the host never loads.
 */
class StartupScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StartupScriptsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        () => {
          const files = new Set();
          /** @param {import('webpack').ChunkGroup} group */
          const addGroup = (group) => {
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          };
          for (const entry of compilation.entrypoints.values()) {
            addGroup(entry);
            for (const child of entry.getChildren()) addGroup(child);
          }
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module') continue;
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              if (group) addGroup(group);
            }
          }
          compilation.emitAsset(
            STARTUP_SCRIPTS_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify([...files])),
          );
        },
      );
    });
  }
}

/**
 * A production or development webpack config for a frontend package.
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, html?: boolean, publicPath?: string }} options
 */
function createWebpackConfig({ name, dir, exposes = {}, html = false, publicPath = 'auto' }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      mode,
      entry: path.join(dir, 'src/index.ts'),
      context: dir,
      target: 'web',
      // No eval-based source maps in development: the site's Content-Security-Policy forbids eval,
      // and a remote's dev server is used by the running site (REMOTE_<NAME>_URL).
      devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Entry files keep stable names (the federation runtime needs it); chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // dist/server/ is the package's Node build (federation-server.cjs), built beside this one.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        // React Router's package exports only its build with development warnings; its
        // production build is the same code without them (routerExports.mjs imports it).
        alias: { 'react-router$': REACT_ROUTER_PRODUCTION },
      },
      module: {
        rules: [
          // swc, with the styled-components ids the server build shares (hydration).
          swcRule(name, 'es2020'),
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
          ...(mode === 'development' ? hotExposeRules(name, dir, exposes) : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, dir, exposes, host: html })),
        ...(html
          ? [
              new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), inject: 'body' }),
              new StartupScriptsPlugin(),
            ]
          : []),
        ...(mode === 'production' ? [brotliFiles()] : []),
      ],
      // A development build keeps libraries on their production code paths: it runs under the
      // shell's production React, and React's development JSX runtime crashes there (STACK-NOTES).
      optimization: mode === 'development' ? { nodeEnv: 'production' } : {},
      devServer: devServerOptions(name, html),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  DEV_PORTS,
  STARTUP_SCRIPTS_FILE,
  SHARED_SINGLETONS,
  packageNameOf,
  sharedSingletons,
  federationOptions,
  createWebpackConfig,
};
