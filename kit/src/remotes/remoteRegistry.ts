import {
  getInstance,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@sweepscout/shared';
import { entryIntegrityPlugin, expectEntryIntegrity, forgetEntryIntegrity } from './entryIntegrity';
import { assertManifestPinned, fetchRemotePins } from './manifestPins';
import { assertRequirementsMet, type RemoteBuildManifest } from './requirements';
import { simpleRangePlugin } from './simpleRange';

/** Where the server publishes the remote list: remote name -> URL of its mf-manifest.json. */
export const REMOTE_MANIFEST_URL = '/remotes.json';

let remoteList: Promise<RemoteManifest> | null = null;
/** Remotes checked against the shell and registered with the runtime (or being so). */
const accepted = new Map<string, Promise<void>>();
/** The manifest each accepted remote was checked with, by absolute URL: the runtime loads that one. */
const checkedManifests = new Map<string, RemoteBuildManifest>();

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** A file's exact bytes (a pinned manifest is checked byte for byte). */
async function getBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Reads the remote list once. A failed read is forgotten, so the next attempt (a retry button)
 * tries again instead of failing forever.
 */
export function fetchRemoteList(): Promise<RemoteManifest> {
  if (!remoteList) {
    remoteList = getJson<RemoteManifest>(REMOTE_MANIFEST_URL).catch((error: unknown) => {
      remoteList = null;
      throw error;
    });
  }
  return remoteList;
}

/**
 * @deprecated since 1.1.0: the 1.0 name of `fetchRemoteList`, kept so that a shell built against
 * kit 1.0 still finds it (remotes are now registered one by one, after their manifest is checked).
 */
export const registerRemotesFromManifest = fetchRemoteList;

/** Versions of the shared singletons the shell (the federation host) provides. */
function providedVersions(): Map<string, string> {
  const host = getInstance();
  const provided = new Map<string, string>();
  for (const [name, copies] of Object.entries(host?.options.shared ?? {})) {
    const own = copies.find((copy) => copy.from === host?.options.name);
    if (own) provided.set(name, own.version);
  }
  return provided;
}

/** Hands the runtime the manifest that was checked, instead of fetching it a second time. */
const checkedManifestPlugin: ModuleFederationRuntimePlugin = {
  name: 'sweepscout-checked-manifest',
  fetch(url) {
    const manifest = checkedManifests.get(absolute(url));
    if (!manifest) return undefined;
    return Promise.resolve(
      new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
    );
  },
};
let pluginRegistered = false;

/**
 * Checks the remote's manifest against its pin and what the shell provides BEFORE the runtime sees the
 * remote: a refused remote is never registered, so its remoteEntry never runs and never adds its
 * copies of React, the router or the kit to the share scope the other remotes load from.
 */
async function checkAndRegister(name: string): Promise<void> {
  const entry = (await fetchRemoteList())[name];
  if (!entry) throw new Error(`Remote ${name} is not listed in ${REMOTE_MANIFEST_URL}`);
  const [bytes, pinned] = await Promise.all([getBytes(entry), fetchRemotePins()]);
  await assertManifestPinned(name, bytes, pinned);
  const manifest = JSON.parse(new TextDecoder().decode(bytes)) as RemoteBuildManifest;
  assertRequirementsMet(name, manifest, providedVersions());
  checkedManifests.set(absolute(entry), manifest);
  if (pinned[name]) expectEntryIntegrity(absolute(entry), manifest);
  if (!pluginRegistered) {
    registerPlugins([checkedManifestPlugin, entryIntegrityPlugin]);
    // Each remote checks what it consumes in a federation instance of its own, created when its
    // entry runs: a global plugin is given to every instance created from here on.
    registerGlobalPlugins([simpleRangePlugin]);
    pluginRegistered = true;
  }
  // force: after a reset, drop the runtime's cached entry so that the new build is loaded.
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Resolves once the remote may be loaded: listed, its requirements met by the shell, registered.
 * A failure (refusal included) is forgotten, so that a retry after a redeploy checks again.
 */
export function acceptRemote(name: string): Promise<void> {
  let ready = accepted.get(name);
  if (!ready) {
    const check = checkAndRegister(name);
    accepted.set(name, check);
    check.catch(() => {
      if (accepted.get(name) === check) accepted.delete(name);
    });
    ready = check;
  }
  return ready;
}

/** Forget one remote's check and cached entry so that the next load fetches it afresh (retry). */
export async function resetRemote(name: string): Promise<void> {
  const entry = (await fetchRemoteList())[name];
  accepted.delete(name);
  if (!entry) return;
  const manifest = checkedManifests.get(absolute(entry));
  if (manifest) forgetEntryIntegrity(absolute(entry), manifest);
  checkedManifests.delete(absolute(entry));
}
