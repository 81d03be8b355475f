import { startApiProcess, type ApiProcess } from './apiProcess';
import { makeSiteFixture, waitFor } from './helpers';

/** A real server process: health, readiness and shutdown (issue #13, point 7). */
describe('lifecycle of an API process', () => {
  const fixture = makeSiteFixture();
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess(fixture.siteRoot);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    fixture.cleanup();
  });

  it('is alive at once, and ready once the database answers and the read model is loaded', async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    await waitFor(async () => (await fetch(`${api.url}/readyz`)).status === 200, 20_000);
  }, 30_000);

  it('on SIGTERM stops accepting connections and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await waitFor(() =>
      fetch(`${api.url}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    expect(await exited).toBe(0);
  }, 30_000);
});
