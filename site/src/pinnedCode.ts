import { createHash } from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import {
  registerGlobalPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RemotePinError } from '@sweepscout/kit';
import { integrityOf, type ManifestIntegrity } from '@sweepscout/shared';

/** A pinned remote's folder URL (where its browser manifest sits) -> that manifest. */
const pinned = new Map<string, ManifestIntegrity>();

/** The remote at `folder` is pinned to `manifest` (the digests it lists bind), or no longer. */
export function setPinnedCode(folder: string, manifest: ManifestIntegrity | null): void {
  if (manifest) pinned.set(folder, manifest);
  else pinned.delete(folder);
}

/** Whether `bytes` have the digest of a Subresource Integrity value (`sha384-<base64>`). */
function matches(integrity: string, bytes: Buffer): boolean {
  const dash = integrity.indexOf('-');
  const algorithm = integrity.slice(0, dash);
  return createHash(algorithm).update(bytes).digest('base64') === integrity.slice(dash + 1);
}

/** The pinned manifest that lists the digest of the file at `url`, and that file's path in it. */
function listingOf(url: string): { manifest: ManifestIntegrity; file: string } | null {
  for (const [folder, manifest] of pinned) {
    if (!url.startsWith(folder) || !manifest.metaData?.integrity) continue;
    const file = decodeURIComponent(new URL(url).pathname.slice(new URL(folder).pathname.length));
    return { manifest, file };
  }
  return null;
}

/**
 * The file's text, once its bytes match the listed digest (a file the list does not name:
 * refused). A refusal is a RemotePinError, named by the file's URL: the loading policy does not
 * try it again.
 */
async function fetchChecked(url: string, listing: { manifest: ManifestIntegrity; file: string }) {
  const integrity = integrityOf(listing.manifest, listing.file);
  if (!integrity) throw new RemotePinError(url, "not in the pinned manifest's code list: refused");
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!matches(integrity, bytes))
    throw new RemotePinError(url, `its digest is not the pinned manifest's ${integrity}: refused`);
  return bytes.toString('utf8');
}

/**
 * Runs a CommonJS remote entry as the federation runtime's Node loader does (a function of
 * exports, module, require), from text already checked.
 */
function runEntry(url: string, code: string, globalName: string): unknown {
  const filename = path.basename(new URL(url).pathname);
  const script = new vm.Script(
    `(function(exports, module, require, __dirname, __filename) {${code}\n})`,
    { filename, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} as Record<string, unknown> };
  const dirname = new URL(url).pathname.split('/').slice(0, -1).join('/');
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    require,
    dirname,
    filename,
  );
  return module.exports[globalName] ?? module.exports;
}

/**
 * For a pinned remote whose manifest lists the digests of its code, the site server runs only
 * those bytes: its server entry (loaded here instead of by the runtime's Node loader) and every
 * file the runtime fetches for it (its chunks, its server manifest) must be listed and match, or
 * the load fails and the code never runs (the render falls back as for a remote that is down).
 * Remotes that are not pinned, and a pinned manifest built without the list, load as before.
 * Global: a remote's chunks are fetched by the remote's own federation instance.
 */
const pinnedCodeCheck: ModuleFederationRuntimePlugin = {
  name: 'sweepscout-pinned-code',
  async loadEntry({ remoteInfo }) {
    const listing = listingOf(remoteInfo.entry);
    if (!listing) return undefined;
    const code = await fetchChecked(remoteInfo.entry, listing);
    return runEntry(remoteInfo.entry, code, remoteInfo.entryGlobalName) as never;
  },
  fetch(url) {
    const listing = listingOf(url);
    if (!listing) return undefined;
    return fetchChecked(url, listing).then(
      (text) => new Response(text, { headers: { 'content-type': 'application/javascript' } }),
    );
  },
};

let registered = false;
/** Every federation instance of this process checks pinned code (once registered). */
export function checkPinnedCode(): void {
  if (registered) return;
  registerGlobalPlugins([pinnedCodeCheck]);
  registered = true;
}
