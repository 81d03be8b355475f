import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A release version, x.y.z (no pre-release, no build). */
const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;
/** An exact, tilde or caret range of a release version: what the builds write for singletons. */
const SIMPLE_RANGE = /^\s*([~^]?)(\d+)\.(\d+)\.(\d+)\s*$/;

/**
 * Whether a release `version` is in an exact (`1.2.3`), tilde (`~1.2.3`) or caret (`^1.2.3`)
 * range, by semver's rules; undefined for any other version or range, which the federation
 * runtime's `satisfy` then decides. Every range the builds give their singletons has one of these
 * forms, and the runtime's parser (a dozen regular expressions, compiled on a page's first check)
 * cost a phone 5 to 20 ms of each page's start-up at 1x, inside one task.
 */
export function simpleRangeSatisfied(version: string, range: string): boolean | undefined {
  const release = RELEASE.exec(version);
  const simple = SIMPLE_RANGE.exec(range);
  if (!release || !simple) return undefined;
  const [major, minor, patch] = release.slice(1).map(Number);
  const operator = simple[1];
  const [floorMajor, floorMinor, floorPatch] = simple.slice(2).map(Number);
  const atLeastFloor =
    major !== floorMajor
      ? major > floorMajor
      : minor !== floorMinor
        ? minor > floorMinor
        : patch >= floorPatch;
  if (!atLeastFloor) return false;
  if (operator === '') return major === floorMajor && minor === floorMinor && patch === floorPatch;
  // Tilde: patch updates only.
  if (operator === '~') return major === floorMajor && minor === floorMinor;
  // Caret: the left-most non-zero part stays (^1.2.3 <2.0.0, ^0.2.3 <0.3.0, ^0.0.3 <0.0.4).
  if (floorMajor > 0) return major === floorMajor;
  if (floorMinor > 0) return major === 0 && minor === floorMinor;
  return major === 0 && minor === 0 && patch === floorPatch;
}

/**
 * The federation runtime's own check, with `strictVersion`, of every singleton a remote consumes
 * (the rule requirements.ts applies to its manifest first), answered here for the plain forms:
 * the shell's copy is handed over as the runtime's resolver would, without its range parser. Any
 * other range, and any range not met (the runtime then refuses the remote), is the runtime's.
 */
export const simpleRangePlugin: ModuleFederationRuntimePlugin = {
  name: 'sweepscout-simple-range',
  resolveShare(args) {
    const { shareConfig, treeShaking } = args.shareInfo;
    const required = shareConfig?.requiredVersion;
    if (!shareConfig?.singleton || typeof required !== 'string' || treeShaking) return args;
    const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
    if (!shared || simpleRangeSatisfied(args.version, required) !== true) return args;
    return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
  },
};
