import { createHash } from 'node:crypto';
import { assertManifestPinned, RemotePinError } from './manifestPins';

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('pinned remote manifests', () => {
  const manifest = '{"name":"catalog","metaData":{}}';

  it('lets the pinned manifest through, byte for byte, and any remote that is not pinned', async () => {
    await expect(
      assertManifestPinned('catalog', bytesOf(manifest), { catalog: sha256(manifest) }),
    ).resolves.toBeUndefined();
    await expect(
      assertManifestPinned('catalog', bytesOf(manifest), {
        catalog: sha256(manifest).toUpperCase(),
      }),
    ).resolves.toBeUndefined();
    await expect(assertManifestPinned('games', bytesOf('anything'), {})).resolves.toBeUndefined();
  });

  it('refuses a manifest that differs from its pin, saying which remote and both digests', async () => {
    const changed = manifest.replace('{}', '{"x":1}');
    const refusal = assertManifestPinned('catalog', bytesOf(changed), {
      catalog: sha256(manifest),
    });
    await expect(refusal).rejects.toBeInstanceOf(RemotePinError);
    await expect(refusal).rejects.toThrow(
      `catalog: mf-manifest.json has SHA-256 ${sha256(changed)}, pinned ${sha256(manifest)}`,
    );
  });
});
