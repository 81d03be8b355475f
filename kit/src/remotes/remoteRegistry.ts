import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@sweepscout/shared';

/** Where the server publishes the remote manifest: remote name -> URL of its mf-manifest.json. */
export const REMOTE_MANIFEST_URL = '/remotes.json';

let manifest: Promise<RemoteManifest> | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const remotes = (await response.json()) as RemoteManifest;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return remotes;
}

/**
 * Reads the manifest once and registers every remote it names. A failed read is forgotten, so
 * the next attempt (a retry button) tries again instead of failing forever.
 */
export function registerRemotesFromManifest(): Promise<RemoteManifest> {
  if (!manifest) {
    manifest = fetchManifest().catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  }
  return manifest;
}

/** Forget one remote's cached entry so that the next load fetches it afresh (used on retry). */
export async function resetRemote(name: string): Promise<void> {
  const remotes = await registerRemotesFromManifest();
  const entry = remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
