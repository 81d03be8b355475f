/**
 * Where remote code may come from. A remote outside the site's own folder runs in every
 * visitor's browser and, for server rendering, in this process: it must come over https (plain
 * http only from this machine, for development). A pin is the SHA-256 (hex) of the remote's
 * mf-manifest.json bytes (`sha256sum mf-manifest.json`).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Why a remote's manifest URL may not be used, or null when it may. */
export function remoteUrlRefusal(url: string): string | null {
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
