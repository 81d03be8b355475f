import { MANIFEST_TRUST_MS, manifestReadStands } from '../src/federationHost';

// When the page server reads a remote's manifests again before rendering with it.
describe('manifestReadStands', () => {
  const readAt = 1_000_000;
  const later = readAt + 60 * MANIFEST_TRUST_MS;

  it('keeps the read of a remote deployed here until its files change', () => {
    const local = { watched: false, manifestHash: 'abc', checkedAt: readAt };
    expect(manifestReadStands(local, later)).toBe(true);
    // LocalBuildStamps saw a redeploy: the host distrusts every manifest.
    expect(manifestReadStands({ ...local, checkedAt: Number.NEGATIVE_INFINITY }, readAt + 1)).toBe(
      false,
    );
  });

  it('reads a remote deployed elsewhere again after MANIFEST_TRUST_MS', () => {
    const elsewhere = { watched: true, manifestHash: 'abc', checkedAt: readAt };
    expect(manifestReadStands(elsewhere, readAt + MANIFEST_TRUST_MS - 1)).toBe(true);
    expect(manifestReadStands(elsewhere, readAt + MANIFEST_TRUST_MS)).toBe(false);
  });

  it('tries a remote deployed here whose manifests could not be read again soon', () => {
    const down = { watched: false, manifestHash: null, checkedAt: readAt };
    expect(manifestReadStands(down, readAt + MANIFEST_TRUST_MS - 1)).toBe(true);
    expect(manifestReadStands(down, readAt + MANIFEST_TRUST_MS)).toBe(false);
  });
});
