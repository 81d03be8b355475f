const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The digests of a remote's code, written into its browser mf-manifest.json (`metaData.integrity`:
 * file path relative to the manifest -> Subresource Integrity value, `sha384-<base64>`): the
 * browser build's remoteEntry.js and every file of the Node build in server/. An operator who
 * pins a remote (REMOTE_<NAME>_SHA256, the SHA-256 of this manifest) thereby pins these bytes
 * too: the browser loads the pinned remote's entry with an `integrity` attribute, and the site
 * server checks each server file against its digest before it runs it. The browser build's
 * other chunks are named by their content hash, as the manifest lists them.
 *
 * Runs in the browser build, after the Node build when there is one (the configs' `dependencies`),
 * at the end of asset processing, when the federation plugin has written the manifest and
 * remoteEntry.js is final.
 */
class RemoteIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const manifestAsset = compilation.getAsset('mf-manifest.json');
          const entryAsset = compilation.getAsset('remoteEntry.js');
          if (!manifestAsset || !entryAsset) return;
          /** @type {Record<string, string>} */
          const integrity = { 'remoteEntry.js': sriOf(entryAsset.source.buffer()) };
          const serverDir = path.join(compilation.outputOptions.path ?? '', 'server');
          for (const file of serverFiles(serverDir)) {
            integrity[`server/${file}`] = sriOf(fs.readFileSync(path.join(serverDir, file)));
          }
          const manifest = JSON.parse(manifestAsset.source.source().toString());
          manifest.metaData = { ...manifest.metaData, integrity };
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/** A Subresource Integrity value (what `<script integrity>` takes). */
function sriOf(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** The Node build's code and manifests (not its source maps). */
function serverFiles(dir) {
  try {
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.js') || file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

module.exports = { RemoteIntegrityPlugin, sriOf };
