import { holdContactPost, startApiProcess, type ApiProcess } from './apiProcess';
import { makeSiteFixture, waitFor } from './helpers';

/** A real server process: health, readiness and shutdown. */
describe('lifecycle of an API process', () => {
  const fixture = makeSiteFixture();
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess(fixture.siteRoot, { SHUTDOWN_TIMEOUT_MS: '60000' });
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    fixture.cleanup();
  });

  it('is alive at once, and ready once the database answers and the read model is loaded', async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    await waitFor(async () => (await fetch(`${api.url}/readyz`)).status === 200, 20_000);
  }, 30_000);

  it('on SIGTERM stops accepting, answers a request whose body is still arriving, then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    const held = await holdContactPost(api.url);

    api.child.kill('SIGTERM');
    await waitFor(() =>
      fetch(`${api.url}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    const received = await held.finish();

    expect(received).toMatch(/HTTP\/1\.1 201 Created/);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('Message received');
    // It exits once that answer is out, long before its shutdown deadline (60 s here).
    expect(await exited).toBe(0);
  }, 30_000);
});
