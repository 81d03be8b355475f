/**
 * The digests a remote's build writes into its browser mf-manifest.json (`metaData.integrity`):
 * file path relative to the manifest -> Subresource Integrity value (`sha384-<base64>`), for the
 * browser build's entry and every file of its Node build (`server/...`). Binding only for a
 * pinned remote: the pin (the manifest's SHA-256) makes the list trustworthy.
 */
export interface ManifestIntegrity {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    integrity?: Record<string, string>;
  };
}

/** The file path (relative to the manifest) of the browser build's entry script. */
export function entryPathOf(manifest: ManifestIntegrity): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? `${entry.path ?? ''}${entry.name}` : undefined;
}

/** The digest the manifest gives for one of the remote's files, if any. */
export function integrityOf(manifest: ManifestIntegrity, file: string): string | undefined {
  const value = manifest.metaData?.integrity?.[file];
  return typeof value === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(value)
    ? value
    : undefined;
}
