import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryPathOf, integrityOf, type ManifestIntegrity } from '@sweepscout/shared';

/** Entry script URL (absolute) -> the integrity its pinned manifest gives. */
const expected = new Map<string, string>();

/**
 * Remembers the digest a pinned remote's manifest gives for its entry script, so that the
 * runtime loads that script with Subresource Integrity: a different file is refused by the
 * browser before it runs (the load fails like a remote that is down). Remotes that are not
 * pinned load as before.
 */
export function expectEntryIntegrity(manifestUrl: string, manifest: ManifestIntegrity): void {
  const entryPath = entryPathOf(manifest);
  const integrity = entryPath ? integrityOf(manifest, entryPath) : undefined;
  if (!entryPath || !integrity) return;
  expected.set(new URL(entryPath, manifestUrl).href, integrity);
}

/** Forget what a remote's earlier manifest said (a retry after a redeploy checks again). */
export function forgetEntryIntegrity(manifestUrl: string, manifest: ManifestIntegrity): void {
  const entryPath = entryPathOf(manifest);
  if (entryPath) expected.delete(new URL(entryPath, manifestUrl).href);
}

/** Creates the entry's script element with its `integrity` (and CORS mode when cross-origin). */
export const entryIntegrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'sweepscout-entry-integrity',
  createScript({ url }) {
    const href = new URL(url, window.location.href);
    const integrity = expected.get(href.href);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = href.href;
    script.integrity = integrity;
    // A cross-origin script is checked only when fetched with CORS.
    if (href.origin !== window.location.origin) script.crossOrigin = 'anonymous';
    return script;
  },
};
