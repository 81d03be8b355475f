import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sleep, withBackoff } from './backoff';

/**
 * Refusals: a remote whose manifest is not the pinned one, or that needs a shared singleton the
 * shell does not provide. Known by name, not by class: the browser's shell, the site server and
 * each remote may hold their own copy of the kit, whose classes are then different objects.
 */
const REFUSAL_NAMES = new Set(['RemoteRefusedError', 'RemotePinError']);

/**
 * True for a failure another attempt cannot fix: refused by the shell's checks, or by the
 * federation runtime itself (`strictVersion`, should a remote's entry disagree with its manifest).
 */
export function isRemoteRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    (REFUSAL_NAMES.has(error.name) || /does not satisfy the requirement/.test(error.message))
  );
}

/** How a host loads a remote module: what it checks first, how often it tries, what it reports. */
export interface RemoteLoadingPolicy {
  /**
   * Runs before the runtime looks a remote up for a load (and so before its code is fetched):
   * reads and checks its manifest (pin, required singletons) and registers it with the runtime.
   * Throws a refusal (`isRemoteRefusal`) or any other error (down, timed out).
   */
  check(remote: string): Promise<void>;
  /** Before another attempt: forget the remote's check and cached entry, so both run afresh. */
  forget(remote: string): Promise<void>;
  /** Attempts per load, the first included. */
  attempts: number;
  /** Wait before the second attempt; each later one waits twice as long. */
  baseDelayMs: number;
  /** Told once per load that failed for good: its module id, the last error, whether refused. */
  report?(id: string, error: unknown, refused: boolean): void;
  /** For tests: how to wait between attempts. */
  wait?: (ms: number) => Promise<void>;
}

const remoteOf = (id: string) => id.split('/')[0];

/**
 * The remote-loading policy as a Module Federation runtime plugin, the one the browser's shell
 * and the site server both install on their federation host:
 *
 * - version check: `beforeRequest` runs the host's `check` before the runtime matches the
 *   remote, so a refused remote is never registered and its code never runs;
 * - retry: a load that fails for any other reason is tried again (`errorLoadRemote`), with a
 *   doubling wait, after `forget` (a redeployed remote is read afresh);
 * - fallback: once the attempts are spent the last error is reported and thrown to the caller,
 *   whose area shows its fallback (the browser's RemoteSlot, with a retry button) or, on the
 *   server, is left to the browser to render.
 */
export function remoteLoadingPolicy(policy: RemoteLoadingPolicy): ModuleFederationRuntimePlugin {
  // Module ids whose retry is in progress: the failure of a retry's own load goes back to the
  // retry loop instead of starting another one inside it.
  const retrying = new Set<string>();
  return {
    name: 'sweepscout-remote-loading-policy',
    async beforeRequest(args) {
      await policy.check(remoteOf(args.id));
      return args;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only the failure of a whole load: the runtime also asks this hook for a stand-in
      // manifest or shared module at earlier steps, whose errors end in this one anyway.
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      const refused = isRemoteRefusal(error);
      if (refused || policy.attempts <= 1) {
        policy.report?.(id, error, refused);
        throw error;
      }
      retrying.add(id);
      const wait = policy.wait ?? sleep;
      try {
        // The first attempt has failed already: wait base, then 2 x base, 4 x base...
        await wait(policy.baseDelayMs);
        return await withBackoff(
          async () => {
            await policy.forget(remoteOf(id)).catch(() => undefined);
            return origin.loadRemote(id);
          },
          {
            attempts: policy.attempts - 1,
            baseDelayMs: policy.baseDelayMs * 2,
            shouldRetry: (next) => !isRemoteRefusal(next),
            wait,
          },
        );
      } catch (last) {
        policy.report?.(id, last, isRemoteRefusal(last));
        throw last;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
