/**
 * Request and platform hardening: log masking, the unsubscribe page, policies on every answer,
 * hostile list parameters and paths, against the real app and database.
 */
import { safeUrl } from '../src/log/logger';
import { closeDatabase, makeSiteFixture, useSeededDatabase } from './helpers';

const fixture = makeSiteFixture();

beforeAll(() => useSeededDatabase('request_hardening'));
afterAll(async () => {
  await closeDatabase();
  fixture.cleanup();
});

describe('log masking (safeUrl)', () => {
  it('censors addresses anywhere in the path or query, and secret parameters', () => {
    expect(safeUrl('/api/x/someone@example.com/y')).toBe('/api/x/[email]/y');
    expect(safeUrl('/x?email=a@b.co&token=t&page=2')).toBe(
      '/x?email=[redacted]&token=[redacted]&page=2',
    );
    expect(safeUrl('/x?to=first.last@mail.example.org&page=2')).toBe('/x?to=[email]&page=2');
    // Not addresses: left as they are.
    expect(safeUrl('/api/casinos/slug/a@b')).toBe('/api/casinos/slug/a@b');
    expect(safeUrl('/guides/how-to.play?x=1')).toBe('/guides/how-to.play?x=1');
  });

  it('writes at most 2,048 characters of a long URL, still censored', () => {
    const long = `/api/casinos/slug/${'a'.repeat(15_000)}`;
    const logged = safeUrl(long);
    expect(logged.length).toBeLessThan(2100);
    expect(logged.startsWith('/api/casinos/slug/aaaa')).toBe(true);
    expect(logged.endsWith('…[cut]')).toBe(true);
    // An address that straddles the cut is censored before cutting, so no part of it is written.
    const straddling = `/x/${'b'.repeat(2040)}/someone@example.com`;
    expect(safeUrl(straddling)).not.toContain('some');
  });

  it('masks a long word with an @ and no dot (the slow case of the old pattern) correctly', () => {
    const word = `${'a'.repeat(5_000)}@${'b'.repeat(5_000)}`;
    expect(safeUrl(`/x/${word}`)).toBe(`/x/${word}`.slice(0, 2048) + '…[cut]');
    expect(safeUrl(`/x/${word}.com`)).toBe('/x/[email]');
  });
});
