import { satisfy } from '@module-federation/enhanced/runtime';
import type { ManifestIntegrity } from '@sweepscout/shared';
import { simpleRangeSatisfied } from './simpleRange';

/**
 * The fields of a remote's mf-manifest.json that say which shared singletons it requires (and
 * the digests of its code).
 */
export interface RemoteBuildManifest extends ManifestIntegrity {
  name?: string;
  shared?: { name: string; singleton?: boolean; requiredVersion?: string | false }[];
}

export interface UnmetRequirement {
  name: string;
  required: string;
  provided: string | null;
}

/** Beyond this many remembered answers the memory starts again (a site checks a few dozen). */
const MAX_REMEMBERED = 1000;
const answers = new Map<string, boolean>();

/**
 * Semver's answer, each version and range worked out once: the plain forms the builds write
 * (simpleRange.ts), any other by the runtime's `satisfy`, which parses the range with a dozen
 * regular expressions every time (about 0.1 ms a call). The same pairs come back for every
 * remote the browser loads and every page the site server renders.
 */
function satisfies(version: string, range: string): boolean {
  const key = `${version} ${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answer = simpleRangeSatisfied(version, range) ?? satisfy(version, range);
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The singletons a remote requires that the shell does not provide in a satisfying version: the
 * rule the federation runtime applies with `strictVersion` (its own `satisfy`), checked here on
 * the manifest before the remote's code runs, and by `npm run can-i-deploy` before it ships.
 */
export function unmetRequirements(
  manifest: RemoteBuildManifest,
  provided: ReadonlyMap<string, string>,
): UnmetRequirement[] {
  return (manifest.shared ?? []).flatMap(({ name, singleton, requiredVersion }) => {
    if (!singleton || !requiredVersion) return [];
    const version = provided.get(name) ?? null;
    return version !== null && satisfies(version, requiredVersion)
      ? []
      : [{ name, required: requiredVersion, provided: version }];
  });
}

/** Thrown instead of loading a remote whose requirements the shell cannot meet: no retry helps. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly unmet: UnmetRequirement[],
  ) {
    super(
      `${remote} needs shared modules the shell does not provide: ` +
        unmet
          .map(({ name, required, provided }) =>
            provided === null
              ? `${name} ${required} (the shell has none)`
              : `${name} ${required} (the shell provides ${provided})`,
          )
          .join('; '),
    );
    this.name = 'RemoteRefusedError';
  }
}

/**
 * The check a shell applies before it lets a remote's code run: throws RemoteRefusedError when the
 * remote's manifest requires a singleton the shell does not provide in a satisfying version. The
 * browser applies it to every remote it loads; the site server to every remote it renders with,
 * against the versions the shell's browser build provides, so that it never renders an area the
 * browser would refuse (and replace by its fallback) after hydration.
 */
export function assertRequirementsMet(
  remote: string,
  manifest: RemoteBuildManifest,
  provided: ReadonlyMap<string, string>,
): void {
  const unmet = unmetRequirements(manifest, provided);
  if (unmet.length > 0) throw new RemoteRefusedError(remote, unmet);
}
