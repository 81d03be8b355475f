import path from 'node:path';
import {
  createInstance,
  satisfy,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { simpleRangePlugin, simpleRangeSatisfied } from './simpleRange';

/** The range check the runtime calls inside itself (the module its share resolution requires). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime's own module object, to watch its calls
const runtimeSemver = require(
  path.join(
    path.dirname(require.resolve('@module-federation/runtime-core')),
    'utils/semver/index.cjs',
  ),
) as { satisfy: typeof satisfy };

const VERSIONS = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.2.2', '1.2.3', '1.2.10', '1.3.0'];
const MORE_VERSIONS = ['1.10.0', '2.0.0', '19.3.1', '19.3.2', '19.4.0', '20.0.0'];
const RANGES = ['0.0.3', '~0.0.3', '^0.0.3', '~0.2.3', '^0.2.3', '1.2.3', '~1.2.3', '^1.2.3'];
const MORE_RANGES = ['^1.0.0', '~19.3.1', '^19.3.1', '19.3.1', ' ~19.3.1 '];

describe('simpleRangeSatisfied (the forms the builds write, without the runtime parser)', () => {
  it.each(
    RANGES.concat(MORE_RANGES).flatMap((range) =>
      VERSIONS.concat(MORE_VERSIONS).map((version) => [version, range] as const),
    ),
  )('%s in "%s" as the federation runtime says', (version, range) => {
    expect(simpleRangeSatisfied(version, range)).toBe(satisfy(version, range));
  });

  it('works out the caret rule by hand: ^1.2.3 up to 2, ^0.2.3 up to 0.3, ^0.0.3 only itself', () => {
    expect(simpleRangeSatisfied('1.9.0', '^1.2.3')).toBe(true);
    expect(simpleRangeSatisfied('2.0.0', '^1.2.3')).toBe(false);
    expect(simpleRangeSatisfied('0.2.9', '^0.2.3')).toBe(true);
    expect(simpleRangeSatisfied('0.3.0', '^0.2.3')).toBe(false);
    expect(simpleRangeSatisfied('0.0.4', '^0.0.3')).toBe(false);
  });

  it('leaves every other form to the runtime', () => {
    for (const [version, range] of [
      ['19.3.1', '>=19.0.0 <20.0.0'],
      ['19.3.1', '19.x'],
      ['19.3.1', '^19.0.0 || ^20.0.0'],
      ['19.3.1', '*'],
      ['19.3.1-rc.1', '~19.3.1'],
      ['19.3.1', '^19.3.1-rc.1'],
    ]) {
      expect(simpleRangeSatisfied(version, range)).toBeUndefined();
    }
  });
});

describe('simpleRangePlugin (the runtime check of what a remote consumes)', () => {
  const shellReact = { marker: 'the shell copy' };
  let instances = 0;
  /** A host providing React 19.3.1, as the shell does, with or without the plugin. */
  const host = (plugins: ModuleFederationRuntimePlugin[]) =>
    createInstance({
      name: `simple_range_host_${(instances += 1)}`,
      remotes: [],
      plugins,
      shared: {
        react: {
          version: '19.3.1',
          lib: () => shellReact,
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
    });
  /** React as a remote consumes it: a singleton with its range, strictly. */
  const consume = (federation: ModuleFederation, requiredVersion: string) =>
    federation.loadShareSync<typeof shellReact>('react', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
    })();

  it('hands a remote the shell copy for a plain range it meets, without the runtime parser', () => {
    const parser = jest.spyOn(runtimeSemver, 'satisfy');
    try {
      expect(consume(host([simpleRangePlugin]), '~19.3.1')).toBe(shellReact);
      expect(parser).not.toHaveBeenCalled();
      // Without the plugin the runtime parses the range itself.
      expect(consume(host([]), '~19.3.1')).toBe(shellReact);
      expect(parser).toHaveBeenCalledWith('19.3.1', '~19.3.1');
    } finally {
      parser.mockRestore();
    }
  });

  it('gives the same copy as the runtime does without it', () => {
    expect(consume(host([]), '~19.3.1')).toBe(consume(host([simpleRangePlugin]), '~19.3.1'));
  });

  it('leaves a range the shell does not meet to the runtime, which refuses it', () => {
    expect(() => consume(host([simpleRangePlugin]), '~20.0.0')).toThrow(/does not satisfy/);
    expect(() => consume(host([simpleRangePlugin]), '>=20.0.0')).toThrow(/does not satisfy/);
  });
});
