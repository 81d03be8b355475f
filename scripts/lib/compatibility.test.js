const { describeUnmet, unmetRequirements } = require('./compatibility.cjs');

/** A manifest as the federation plugin writes it (only the fields the rule reads). */
const manifest = (name, shared) => ({
  name,
  shared: Object.entries(shared).map(([pkg, [version, requiredVersion]]) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    singleton: true,
    requiredVersion,
  })),
});

const shell = manifest('shell', {
  react: ['19.3.1', '~19.3.1'],
  'react-router-dom': ['7.18.5', '~7.18.5'],
  '@sweepscout/kit': ['1.0.0', '^1.0.0'],
});

describe('unmetRequirements', () => {
  it('accepts a remote whose ranges the shell satisfies', () => {
    const remote = manifest('catalog', {
      react: ['19.3.1', '~19.3.1'],
      'react-router-dom': ['7.18.5', '~7.18.5'],
      '@sweepscout/kit': ['1.0.0', '^1.0.0'],
    });
    expect(unmetRequirements(remote, shell)).toEqual([]);
  });

  it('names react-router-dom and both versions when the remote asks for ^99.0.0', () => {
    const remote = manifest('catalog', {
      react: ['19.3.1', '~19.3.1'],
      'react-router-dom': ['7.18.5', '^99.0.0'],
    });
    const unmet = unmetRequirements(remote, shell);
    expect(unmet).toEqual([{ name: 'react-router-dom', required: '^99.0.0', provided: '7.18.5' }]);
    expect(describeUnmet(unmet[0])).toBe(
      'react-router-dom: the remote requires ^99.0.0, the shell provides 7.18.5',
    );
  });

  it('accepts a remote built against a newer patch of the kit within the same range', () => {
    const remote = manifest('catalog', { '@sweepscout/kit': ['1.0.3', '^1.0.0'] });
    expect(unmetRequirements(remote, shell)).toEqual([]);
  });

  it('refuses a remote that needs a newer minor of the kit than the shell has', () => {
    const remote = manifest('catalog', { '@sweepscout/kit': ['1.2.0', '^1.2.0'] });
    expect(unmetRequirements(remote, shell).map(describeUnmet)).toEqual([
      '@sweepscout/kit: the remote requires ^1.2.0, the shell provides 1.0.0',
    ]);
  });

  it('reports a singleton the shell does not provide at all', () => {
    const remote = manifest('catalog', { 'styled-components': ['6.6.0', '~6.6.0'] });
    expect(unmetRequirements(remote, shell).map(describeUnmet)).toEqual([
      'styled-components: the remote requires ~6.6.0, the shell does not provide it',
    ]);
  });

  it('ignores what the remote shares without a singleton requirement', () => {
    const remote = {
      name: 'catalog',
      shared: [{ name: 'zod', version: '4.6.7', singleton: false, requiredVersion: '^9.0.0' }],
    };
    expect(unmetRequirements(remote, shell)).toEqual([]);
  });
});
