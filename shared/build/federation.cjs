// @ts-check
/**
 * One place that decides how every frontend package is built and federated, so that the five
 * webpack configs stay short and identical in shape (shell + four remotes).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ASSET_FILENAME, swcRule } = require('./federation-server.cjs');
// The frontends of this repository (dev ports): workspace.json at its root.
const { FRONTENDS_BY_NAME } = require('../../workspace.cjs');
// The server builds share the same singletons; the browser adds react-dom's client entry.
const { SERVER_SHARED } = require('./server-shared.cjs');
const { RemoteIntegrityPlugin } = require('./integrity.cjs');

/**
 * The shared singletons (one React, one router, one store, one theme, one kit); subpath imports
 * must be listed on their own.
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

const REDUX_TOOLKIT_DIR = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));

/**
 * Shared libraries provided as the subset of their exports the frontends use (a shared module is
 * never tree-shaken), under the package's own name and version, so that the share scope, the
 * version checks and the remotes' manifests are unchanged. Each subset module says why, and
 * tests/contract checks that it exports every value the frontends (and RTK Query) import.
 */
const SHARED_SUBSETS = {
  'react-router-dom': path.join(__dirname, 'routerExports.mjs'),
  '@reduxjs/toolkit': path.join(__dirname, 'reduxToolkitExports.mjs'),
  '@reduxjs/toolkit/query/react': path.join(__dirname, 'reduxToolkitQueryExports.mjs'),
  'react-redux': path.join(__dirname, 'reactReduxExports.mjs'),
  'styled-components': path.join(__dirname, 'styledComponentsExports.mjs'),
};

/**
 * What the subsets import, by file: the React Router build without development warnings (its
 * package exports only the one with them), and Redux Toolkit's ES builds under names that are not
 * shared keys (a subset importing '@reduxjs/toolkit' would be importing itself), and React
 * Redux's and styled-components' browser builds the same way.
 */
const SUBSET_SOURCES = {
  'react-router$': REACT_ROUTER_PRODUCTION,
  'redux-toolkit-build$': path.join(REDUX_TOOLKIT_DIR, 'dist/redux-toolkit.modern.mjs'),
  'redux-toolkit-query-react-build$': path.join(
    REDUX_TOOLKIT_DIR,
    'dist/query/react/rtk-query-react.modern.mjs',
  ),
  'react-redux-build$': path.join(
    path.dirname(require.resolve('react-redux/package.json')),
    'dist/react-redux.mjs',
  ),
  'styled-components-build$': path.join(
    path.dirname(require.resolve('styled-components/package.json')),
    'dist/styled-components.browser.esm.js',
  ),
};

/**
 * One build of the federation runtime in the shell. The plugin that hands the runtime to the
 * remotes (`provideExternalRuntime`) is injected as CommonJS and requires runtime-core's CommonJS
 * build, while the bundler runtime imports its ES build: the shell carried both (120 KB of 176 in
 * main.js, two runtimes sharing one global). Resolved to the ES build, as everything else is.
 */
const ONE_FEDERATION_RUNTIME = {
  // Its package exports only its entries: the ES one sits beside the CommonJS one.
  '@module-federation/runtime-tools/runtime-core$': require
    .resolve('@module-federation/runtime-core')
    .replace(/\.cjs$/, '.js'),
};

/**
 * A shared singleton provided as its subset module (SHARED_SUBSETS).
 * @param {object} config
 * @param {string} importPath
 */
function subsetOf(config, importPath) {
  return {
    ...config,
    import: SHARED_SUBSETS[importPath],
    shareKey: importPath,
    version: require(`${packageNameOf(importPath)}/package.json`).version,
  };
}

/**
 * What the package being built requires of each singleton: the range in its own package.json.
 * With `strictVersion`, the federation runtime refuses a remote whose range the shell's copy does
 * not satisfy (the loader shows the area's fallback) instead of handing it the wrong version.
 * @param {string} dir folder of the package being built
 * @param {boolean} [host] whether it is the host (the shell), which provides the singletons
 */
function sharedSingletons(dir, host = false) {
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
      // The host's copies are eager: they travel in its entry script, which starts after the
      // first view is painted, instead of a dozen
      // chunks preloaded beside it that Lighthouse's simulation counted as needed for that paint.
      // The host checks no range on its own copies (it provides them, so they satisfy its own
      // ranges by construction): the runtime's range check parses every range with a dozen
      // regular expressions, about 20 ms of a phone's start-up for the host's dozen singletons.
      const config = {
        singleton: true,
        requiredVersion: host ? false : requiredVersion,
        strictVersion: !host,
        eager: host,
      };
      return [importPath, SHARED_SUBSETS[importPath] ? subsetOf(config, importPath) : config];
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
    shared: sharedSingletons(dir, host),
  };
}

/**
 * Ports of `npm run dev -w <package>` (webpack-dev-server), each frontend's `devPort` in the
 * repository's workspace.json; DEV_PORT overrides. The running site uses a remote's dev server
 * through REMOTE_<NAME>_URL=http://localhost:<port>/mf-manifest.json.
 */
const DEV_PORTS = Object.fromEntries(
  Object.entries(FRONTENDS_BY_NAME).map(([name, frontend]) => [name, frontend.devPort]),
);

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
      // webpack-dev-server sends same-origin by default, which blocks the site.
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
 * The production builds' minifier: webpack's own (terser, two compress passes) run by swc's
 * minifier instead, with the same passes. It takes 40 % less CPU time for a remote's build, and its
 * scripts came out slightly smaller (the catalog's: 147 KB compressed instead of 148 KB).
 */
function scriptMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
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
/** Where the host lists the scripts of each of its lazily loaded pages, by chunk name. */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

/**
 * The host's startup scripts: its entry (with the shared modules it provides, eager), the chunks
 * of the import its entry module starts (bootstrap) and of any provided module that is not eager:
 * the browser loads all of them before the app runs, one after the other (entry, then the rest).
 * Beside them, the scripts of each named lazy page (page-scripts.json). The site server preloads
 * them in the head of a server-rendered page (api/src/site/preloads.ts). The manifest's shared
 * assets cannot serve: they also name the consume fallbacks, which the host never loads.
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
            // The chunks of the imports the entry module itself starts (the app's bootstrap),
            // not every import of the modules the entry chunk carries.
            for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(
              entry.getEntrypointChunk(),
            )) {
              for (const block of module.blocks) {
                const group = compilation.chunkGraph.getBlockChunkGroup(block);
                if (group) addGroup(group);
              }
            }
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
          // A named lazy import (a page the host renders itself, such as the search results):
          // the page's own scripts, which it loads before it hydrates on its route.
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            pages[name] = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js') && !files.has(file));
          }
          compilation.emitAsset(
            PAGE_SCRIPTS_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(pages)),
          );
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint on every script of a build that hydrates server-rendered pages (the
 * host's and the public remotes'): `//# allFunctionsCalledOnLoad` first in a file makes Chromium
 * compile every function of it on the background thread that streams the script, instead of
 * compiling each lazily on the main thread when the app first calls it. The host's entry holds
 * the federation runtime and the shared libraries; its other chunks and a remote's are the app
 * and the pages, whose functions hydration calls: a chunk is loaded when its code is needed. The
 * lazy compiles were 60 % of the entry's first task on a phone (Lighthouse, 4x CPU); with the
 * entry alone hinted, the other chunks' still took 52 to 73 ms of the main thread between the
 * first paint and the app taking over, at 4x (3 to 9 ms with every chunk hinted; measured in
 * docs/progressive-enhancement.md). The admin area is not server-rendered and keeps lazy
 * compiling for its editor's large chunks.
 * Added after minification (which drops comments) and before the source map is written, so the
 * map accounts for the extra line, and before the remote's digests and the Brotli files are made.
 * Browsers without compile hints read a comment.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * A production or development webpack config for a frontend package.
 * `hydratesServerPages`: a remote whose pages the site server renders (createRemoteWebpackConfigs).
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, html?: boolean, publicPath?: string, hydratesServerPages?: boolean }} options
 */
function createWebpackConfig({
  name,
  dir,
  exposes = {},
  html = false,
  publicPath = 'auto',
  hydratesServerPages = html,
}) {
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
        alias: { ...SUBSET_SOURCES, ...ONE_FEDERATION_RUNTIME },
      },
      module: {
        rules: [
          // swc, with the styled-components ids the server build shares (hydration).
          swcRule(name, 'es2020'),
          {
            test: /\.(svg|png|jpe?g|webp)$/,
            type: 'asset/resource',
            generator: { filename: ASSET_FILENAME },
          },
          ...(mode === 'development' ? hotExposeRules(name, dir, exposes) : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, dir, exposes, host: html })),
        ...(html
          ? [
              // The template starts the entry itself, after the first view's paint.
              new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), inject: false }),
              new StartupScriptsPlugin(),
            ]
          : []),
        ...(mode === 'production' && hydratesServerPages ? [new CompileHintsPlugin()] : []),
        ...(mode === 'production' ? [brotliFiles()] : []),
        // A remote's manifest lists the digests of its code, for operators who pin it.
        ...(mode === 'production' && !html ? [new RemoteIntegrityPlugin()] : []),
      ],
      // A development build keeps libraries on their production code paths: it runs under the
      // shell's production React, and React's development JSX runtime crashes there.
      optimization:
        mode === 'development' ? { nodeEnv: 'production' } : { minimizer: [scriptMinimizer()] },
      devServer: devServerOptions(name, html),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A remote's webpack `exposes`, read from its `src/exposes.ts`: the one list of what the remote
 * exposes, which tsc checks against the contract (`exposedComponents ... satisfies
 * ExposedComponents<name>`). Each name in that object is exposed from the file its default import
 * comes from; tests/contract checks the builds expose exactly the contract's modules.
 * @param {string} dir the remote's package folder
 * @returns {Record<string, string>} `./Name` -> `./src/<file>`
 */
function exposesOf(dir) {
  const file = path.join(dir, 'src', 'exposes.ts');
  const source = fs.readFileSync(file, 'utf8');
  const importedFrom = new Map(
    [...source.matchAll(/^import (\w+) from '\.\/([^']+)';$/gm)].map(([, name, from]) => [
      name,
      from,
    ]),
  );
  const listed = /exposedComponents = \{([^}]*)\}/.exec(source);
  if (!listed) throw new Error(`${file}: no \`exposedComponents = { ... }\` object`);
  const names = listed[1]
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return Object.fromEntries(
    names.map((name) => {
      const from = importedFrom.get(name);
      const module =
        from &&
        ['.tsx', '.ts']
          .map((ext) => `./src/${from}${ext}`)
          .find((candidate) => fs.existsSync(path.join(dir, candidate)));
      if (!module) throw new Error(`${file}: ${name} is not a default import of a file in src/`);
      return [`./${name}`, module];
    }),
  );
}

module.exports = {
  exposesOf,
  DEV_PORTS,
  STARTUP_SCRIPTS_FILE,
  SHARED_SINGLETONS,
  packageNameOf,
  sharedSingletons,
  federationOptions,
  createWebpackConfig,
};
