// @ts-check
/**
 * Can this remote run under that shell? Compares the shared singletons a remote's build requires
 * (its mf-manifest.json) with the versions the shell's build provides (the shell's manifest).
 * Pure, so that `can-i-deploy` and its tests use the same rule as the federation runtime:
 * with `loaded-first` the shell's copy of every singleton is the one the remote gets, and
 * `strictVersion` refuses the remote when that copy does not satisfy its range.
 */
const semver = require('semver');

/**
 * @typedef {{ name: string, version?: string, singleton?: boolean, requiredVersion?: string | false }} SharedEntry
 * @typedef {{ name?: string, shared?: SharedEntry[] }} FederationManifest
 * @typedef {{ name: string, required: string, provided: string | null }} UnmetRequirement
 */

/**
 * Every singleton the remote requires that the shell does not provide in a satisfying version.
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 * @returns {UnmetRequirement[]}
 */
function unmetRequirements(remote, shell) {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  /** @type {UnmetRequirement[]} */
  const unmet = [];
  for (const entry of remote.shared ?? []) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const version = provided.get(entry.name) ?? null;
    const ok =
      version !== null &&
      semver.valid(version) !== null &&
      semver.satisfies(version, entry.requiredVersion, { includePrerelease: true });
    if (!ok) unmet.push({ name: entry.name, required: entry.requiredVersion, provided: version });
  }
  return unmet.sort((a, b) => a.name.localeCompare(b.name));
}

/** One line per unmet requirement, naming the package and both versions. */
function describeUnmet(/** @type {UnmetRequirement} */ { name, required, provided }) {
  return provided === null
    ? `${name}: the remote requires ${required}, the shell does not provide it`
    : `${name}: the remote requires ${required}, the shell provides ${provided}`;
}

module.exports = { unmetRequirements, describeUnmet };
