import fs from 'node:fs';
import path from 'node:path';
import { madeFromFile } from '@sweepscout/api';

interface ShellManifest {
  shared?: { name: string; version?: string }[];
}

const readProvided = madeFromFile((file): ReadonlyMap<string, string> => {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ShellManifest;
  const provided = new Map<string, string>();
  for (const { name, version } of manifest.shared ?? []) if (version) provided.set(name, version);
  return provided;
});

/**
 * The versions of the shared modules the shell's browser build provides, from its
 * mf-manifest.json (what the browser checks a remote against, and what can-i-deploy reads), read
 * again when the file changes (a shell redeploy). null when the shell has no manifest: then the
 * site server cannot know what the browser will accept and does not check.
 */
export function shellProvidedVersions(siteRoot: string): ReadonlyMap<string, string> | null {
  return readProvided(path.join(siteRoot, 'shell', 'dist', 'mf-manifest.json'));
}
