import net from 'node:net';
import { CONTACT_CATEGORIES } from '@sweepscout/shared';
import { startApiProcess, type ApiProcess } from './apiProcess';
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
    const { port } = new URL(api.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const body = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow.sender@example.com',
      category: CONTACT_CATEGORIES[0].value,
      subject: 'Sent during a deploy',
      message: 'This message left before the server was told to stop.',
    });
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    // "100 Continue": the server has the request in hand and waits for its body.
    await waitFor(() => received.includes('100 Continue'));

    api.child.kill('SIGTERM');
    await waitFor(() =>
      fetch(`${api.url}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    socket.write(body);
    await closed;

    expect(received).toMatch(/HTTP\/1\.1 201 Created/);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('Message received');
    // It exits once that answer is out, long before its shutdown deadline (60 s here).
    expect(await exited).toBe(0);
  }, 30_000);
});
