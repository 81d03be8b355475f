/**
 * Pinned remotes (REMOTE_<NAME>_SHA256 on the server): the SHA-256 each remote's mf-manifest.json
 * must have, published at /remotes.pins.json. The loader checks a manifest's exact bytes before
 * the remote is registered, so a manifest that differs never gets its code run.
 */
export const REMOTE_PINS_URL = '/remotes.pins.json';

/** Thrown instead of loading a remote whose manifest is not the pinned one: no retry helps. */
export class RemotePinError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'RemotePinError';
  }
}

let pins: Promise<Record<string, string>> | null = null;

/** The pins, read once; a server without the list (404) pins nothing. A failed read is retried. */
export function fetchRemotePins(): Promise<Record<string, string>> {
  if (!pins) {
    pins = fetch(REMOTE_PINS_URL, { cache: 'no-cache' })
      .then(async (response) => {
        if (response.status === 404) return {};
        if (!response.ok) throw new Error(`${REMOTE_PINS_URL}: ${response.status}`);
        return (await response.json()) as Record<string, string>;
      })
      .catch((error: unknown) => {
        pins = null;
        throw error;
      });
  }
  return pins;
}

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Throws RemotePinError when `remote` is pinned and `bytes` (its manifest) are not the pinned. */
export async function assertManifestPinned(
  remote: string,
  bytes: ArrayBuffer,
  pinned: Record<string, string>,
): Promise<void> {
  const pin = pinned[remote];
  if (!pin) return;
  // Web Crypto exists only in secure contexts (https, localhost): without it nothing is verified.
  if (!globalThis.crypto?.subtle)
    throw new RemotePinError(remote, 'its manifest is pinned but this page cannot verify it');
  const actual = hex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  if (actual !== pin.toLowerCase())
    throw new RemotePinError(remote, `mf-manifest.json has SHA-256 ${actual}, pinned ${pin}`);
}
