import { satisfy } from '@module-federation/enhanced/runtime';
import type * as FederationRuntime from '@module-federation/enhanced/runtime';
import {
  assertRequirementsMet,
  RemoteRefusedError,
  unmetRequirements,
  type RemoteBuildManifest,
} from './requirements';

jest.mock('@module-federation/enhanced/runtime', () => {
  const runtime = jest.requireActual<typeof FederationRuntime>(
    '@module-federation/enhanced/runtime',
  );
  return { ...runtime, satisfy: jest.fn(runtime.satisfy) };
});

/** What the shell provides, as the federation host lists its own shared singletons. */
const shell = new Map([
  ['react', '19.3.1'],
  ['react-router-dom', '7.18.5'],
  ['@sweepscout/kit', '1.0.0'],
]);

const remote = (shared: Record<string, string>): RemoteBuildManifest => ({
  name: 'catalog',
  shared: Object.entries(shared).map(([name, requiredVersion]) => ({
    name,
    singleton: true,
    requiredVersion,
  })),
});

describe('unmetRequirements (checked on the manifest before a remote loads)', () => {
  it('accepts a remote whose ranges the shell satisfies, a newer kit patch included', () => {
    expect(
      unmetRequirements(
        remote({ react: '~19.3.1', 'react-router-dom': '~7.18.5', '@sweepscout/kit': '^1.0.0' }),
        shell,
      ),
    ).toEqual([]);
  });

  it('names the package and both versions when the router range is not met', () => {
    expect(
      unmetRequirements(remote({ react: '~19.3.1', 'react-router-dom': '^99.0.0' }), shell),
    ).toEqual([{ name: 'react-router-dom', required: '^99.0.0', provided: '7.18.5' }]);
  });

  it('refuses a remote that needs a newer minor of the kit, or a singleton the shell lacks', () => {
    expect(
      unmetRequirements(
        remote({ '@sweepscout/kit': '^1.2.0', 'styled-components': '~6.6.0' }),
        shell,
      ),
    ).toEqual([
      { name: '@sweepscout/kit', required: '^1.2.0', provided: '1.0.0' },
      { name: 'styled-components', required: '~6.6.0', provided: null },
    ]);
  });

  it('ignores shared modules that are not singletons or carry no requirement', () => {
    const manifest: RemoteBuildManifest = {
      shared: [
        { name: 'react-router-dom', singleton: false, requiredVersion: '^99.0.0' },
        { name: 'react', singleton: true, requiredVersion: false },
      ],
    };
    expect(unmetRequirements(manifest, shell)).toEqual([]);
  });
});

describe('RemoteRefusedError', () => {
  it('says which remote was refused and why, one clause per unmet requirement', () => {
    const error = new RemoteRefusedError('catalog', [
      { name: 'react-router-dom', required: '^99.0.0', provided: '7.18.5' },
      { name: 'styled-components', required: '~6.6.0', provided: null },
    ]);
    expect(error.message).toBe(
      'catalog needs shared modules the shell does not provide: ' +
        'react-router-dom ^99.0.0 (the shell provides 7.18.5); ' +
        'styled-components ~6.6.0 (the shell has none)',
    );
  });
});

describe('assertRequirementsMet (the browser and the site server apply it alike)', () => {
  it('lets a remote the shell satisfies through and refuses one it does not', () => {
    expect(() =>
      assertRequirementsMet('catalog', remote({ react: '~19.3.1' }), shell),
    ).not.toThrow();
    expect(() =>
      assertRequirementsMet('catalog', remote({ 'react-router-dom': '^99.0.0' }), shell),
    ).toThrow(
      new RemoteRefusedError('catalog', [
        { name: 'react-router-dom', required: '^99.0.0', provided: '7.18.5' },
      ]),
    );
  });
});

describe('the range check', () => {
  it('answers the plain forms the builds write without the runtime parser', () => {
    const calls = jest.mocked(satisfy).mock.calls.length;
    expect(
      unmetRequirements(remote({ react: '~19.3.1', '@sweepscout/kit': '^1.0.0' }), shell),
    ).toEqual([]);
    expect(jest.mocked(satisfy).mock.calls.length - calls).toBe(0);
  });

  it('works out each other range once, however many remotes and pages ask', () => {
    const manifest = remote({ react: '>=19.3.2 <20', 'react-router-dom': '7.18.6 || 8.x' });
    const calls = jest.mocked(satisfy).mock.calls.length;
    for (let page = 0; page < 3; page += 1) {
      expect(unmetRequirements(manifest, shell).map(({ name }) => name)).toEqual([
        'react',
        'react-router-dom',
      ]);
    }
    expect(jest.mocked(satisfy).mock.calls.length - calls).toBe(2);
  });
});
