import { createHash } from 'node:crypto';
import { Router } from 'express';
import { REMOTE_NAMES, remoteManifest, type RemoteName } from './remotes';

/**
 * Where remote code may come from, and which build it must be. A remote outside the site's own
 * folder (REMOTE_<NAME>_URL) runs in every visitor's browser and, for server rendering, in this
 * process: it must come over https (plain http only from this machine, for development), and the
 * operator can pin the exact build with REMOTE_<NAME>_SHA256, the SHA-256 of its mf-manifest.json
 * bytes (`sha256sum mf-manifest.json`). The manifest names every content-hashed chunk, so a
 * pinned manifest pins those chunks; a manifest that differs is refused before any of its code is
 * loaded, on the server and in the browser (GET /remotes.pins.json).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const SHA256_HEX = /^[0-9a-f]{64}$/;

const urlKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;
const pinKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_SHA256`;

/** Why a remote's manifest URL may not be used, or null when it may. */
function refusalOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return null;
  return 'must be https: (plain http: only for localhost, 127.0.0.1 or [::1])';
}

/** Remote name -> expected SHA-256 (hex) of its mf-manifest.json, for the remotes pinned. */
export function remotePins(
  env: NodeJS.ProcessEnv = process.env,
): Partial<Record<RemoteName, string>> {
  const pins: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const pin = env[pinKey(name)]?.trim().toLowerCase();
    if (pin) pins[name] = pin;
  }
  return pins;
}

/**
 * Throws, with a message naming the variable, for a remote URL that is neither in the site's own
 * folder nor https (or loopback http), and for a pin that is not a SHA-256 in hex. Called at start.
 */
export function assertRemoteSources(env: NodeJS.ProcessEnv = process.env): void {
  const manifest = remoteManifest(env);
  for (const name of REMOTE_NAMES) {
    const refusal = refusalOf(manifest[name]);
    if (refusal) throw new Error(`${urlKey(name)} ${refusal}, got "${manifest[name]}"`);
    const pin = env[pinKey(name)]?.trim();
    if (pin && !SHA256_HEX.test(pin.toLowerCase()))
      throw new Error(
        `${pinKey(name)} must be the SHA-256 of the remote's mf-manifest.json in hex (64 characters)`,
      );
  }
}

export const sha256Hex = (bytes: string | Buffer): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Throws when `name` is pinned and `manifestText` is not the pinned manifest. */
export function assertPinnedManifest(
  name: string,
  manifestText: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const pin = remotePins(env)[name as RemoteName];
  if (!pin) return;
  const actual = sha256Hex(manifestText);
  if (actual !== pin)
    throw new Error(
      `${name}: mf-manifest.json has SHA-256 ${actual}, ${pinKey(name as RemoteName)} is ${pin}: refused`,
    );
}

/**
 * GET /remotes.pins.json: remote name -> pinned SHA-256 (hex) of its mf-manifest.json, for the
 * browser's loader to check each manifest before it registers the remote.
 */
export function remotePinsRouter(): Router {
  const router = Router();
  router.get('/remotes.pins.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotePins());
  });
  return router;
}
