import { createHash } from 'node:crypto';
import { Router } from 'express';
import { remoteSettingName, setting, type Environment } from '../config';
import { REMOTE_NAMES } from '../workspace';

/**
 * Where remote code may come from, and which build it must be. A remote outside the site's own
 * folder (REMOTE_<NAME>_URL) runs in every visitor's browser and, for server rendering, in this
 * process: it must come over https (plain http only from this machine, for development), and the
 * operator can pin the exact build with REMOTE_<NAME>_SHA256, the SHA-256 of its mf-manifest.json
 * bytes (`sha256sum mf-manifest.json`). The manifest names every content-hashed chunk, so a
 * pinned manifest pins those chunks; a manifest that differs is refused before any of its code is
 * loaded, on the server and in the browser (GET /remotes.pins.json).
 */
const pinKey = (name: string) => remoteSettingName(name, 'SHA256');

/** Remote name -> expected SHA-256 (hex) of its mf-manifest.json, for the remotes pinned. */
export function remotePins(env?: Environment): Partial<Record<string, string>> {
  const pins: Partial<Record<string, string>> = {};
  for (const name of REMOTE_NAMES) {
    const pin = setting(pinKey(name), env);
    if (pin) pins[name] = pin;
  }
  return pins;
}

export const sha256Hex = (bytes: string | Buffer): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * Throws when `name` is pinned and `manifestText` is not the pinned manifest; true when it is
 * (the digests the manifest gives for the remote's code then bind: ssr/pinnedCode.ts).
 */
export function assertPinnedManifest(
  name: string,
  manifestText: string,
  env?: Environment,
): boolean {
  const pin = remotePins(env)[name];
  if (!pin) return false;
  const actual = sha256Hex(manifestText);
  if (actual !== pin)
    throw new Error(
      `${name}: mf-manifest.json has SHA-256 ${actual}, ${pinKey(name)} is ${pin}: refused`,
    );
  return true;
}

/** Where the browser reads the pins. */
export const REMOTE_PINS_PATH = '/remotes.pins.json';

/**
 * GET /remotes.pins.json: remote name -> pinned SHA-256 (hex) of its mf-manifest.json, for the
 * browser's loader to check each manifest before it registers the remote.
 */
export function remotePinsRouter(): Router {
  const router = Router();
  router.get(REMOTE_PINS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotePins());
  });
  return router;
}
