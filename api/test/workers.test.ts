import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { holdContactPost, startApiProcess, type ApiProcess } from './apiProcess';
import { makeSiteFixture, waitFor } from './helpers';

/** One GET on a connection of its own (no keep-alive: each one is handed to a worker anew). */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      })
      .once('error', reject);
  });
}

const workerPids = (output: string) =>
  [...output.matchAll(/^Worker (\d+) serving on port \d+$/gm)].map((match) => Number(match[1]));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The process holding the server's end of the connection from `socket` (Linux: that end's inode
 * in /proc/net/tcp*, then the process whose descriptors include it).
 */
function holderOf(socket: net.Socket, pids: number[]): number | undefined {
  const hex = (port: number | undefined) =>
    `:${(port ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // Columns: slot, local address, remote address, state, queues, timers, uid, timeouts, inode.
      .filter(
        ([, local, remote]) =>
          local?.endsWith(hex(socket.remotePort)) && remote?.endsWith(hex(socket.localPort)),
      )
      .map((columns) => `socket:[${columns[9]}]`),
  );
  return pids.find((pid) =>
    fs
      .readdirSync(`/proc/${pid}/fd`)
      .some((fd) => inodes.includes(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))),
  );
}

/** A GET on an open keep-alive socket, resolved with the answer's status line. */
function statusLineOn(socket: net.Socket, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1').split('\r\n')[0]));
    socket.once('error', reject);
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

/** Whether this loopback port can be listened on now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive loopback ports, all free, below the kernel's ephemeral range:
 * ports there are never handed to another suite's `listen(0)` or outgoing connection, so none of
 * them is taken between this check and the inspectors binding them (an ephemeral one was, once).
 */
async function freePortBlock(count: number): Promise<number> {
  const [ephemeralLow] = fs
    .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  for (;;) {
    const first = ephemeralLow - 10_000 + Math.floor(Math.random() * 9_000);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return first;
  }
}

/** Whether a Node inspector answers on this loopback port. */
async function inspectorAnswers(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
    return answer.ok && /node\.js/.test(((await answer.json()) as { Browser: string }).Browser);
  } catch {
    return false;
  }
}

/** The server-builds path the primary gives its workers (known here to request it). */
const SERVER_BUILDS_SECRET = 'workers-test-secret-0123456789abcdef';

/** A server with WEB_CONCURRENCY=2: a primary and two workers sharing the port. */
describe('workers (WEB_CONCURRENCY)', () => {
  const fixture = makeSiteFixture();
  let api: ApiProcess;
  /** The primary runs with an inspector, as a developer debugging the site starts it. */
  let inspectPort: number;

  beforeAll(async () => {
    inspectPort = await freePortBlock(3);
    fs.mkdirSync(path.join(fixture.siteRoot, 'mf-catalog/dist/server'), { recursive: true });
    fs.writeFileSync(
      path.join(fixture.siteRoot, 'mf-catalog/dist/server/mf-manifest.json'),
      JSON.stringify({ name: 'catalog' }),
    );
    api = await startApiProcess(fixture.siteRoot, {
      WEB_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_MS: '60000',
      SERVER_BUILDS_SECRET,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`,
    });
  }, 90_000);

  afterAll(async () => {
    await api.stop();
    fixture.cleanup();
  });

  it('starts one worker per WEB_CONCURRENCY, each printing its line, and announces the site once', async () => {
    await waitFor(() => api.output().includes('Admin login: '));
    const pids = workerPids(api.output());
    expect(pids).toHaveLength(2);
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(api.child.pid);
    expect(api.output()).toMatch(/running at http:\/\/localhost:\d+ \(2 workers\)/);
    // The once-per-site start-up (database, seeding, admin login) is the primary's alone.
    expect(api.output().match(/^Database: /gm)).toHaveLength(1);
    expect(api.output().match(/^Admin login: /gm)).toHaveLength(1);
  });

  it("gives each worker an inspector of its own on the ports after the primary's", async () => {
    await waitFor(() => workerPids(api.output()).length === 2);
    // Forked with the primary's flags, each worker tried the primary's port and had none.
    const ports = [inspectPort, inspectPort + 1, inspectPort + 2];
    expect(await Promise.all(ports.map(inspectorAnswers))).toEqual([true, true, true]);
  });

  it("every worker serves the remotes' server builds to the renderer, whichever one it reaches", async () => {
    // The renderer of one worker fetches them over the port: the connection may land on another.
    const url = `${api.url}/_server-builds/${SERVER_BUILDS_SECRET}/catalog/mf-manifest.json`;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push(await get(url));
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('hands new connections to the workers in turn, even to one busy at the time', async () => {
    const workers = workerPids(api.output()).filter(isRunning);
    expect(workers).toHaveLength(2);
    const [busy] = workers;
    // A worker whose event loop is held (as by a long render) acknowledges no connection: a
    // round robin that waits for that gives every new one to the other worker.
    process.kill(busy, 'SIGSTOP');
    const { port } = new URL(api.url);
    const sockets = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    const holders = () => sockets.map((socket) => holderOf(socket, workers));
    try {
      // The other worker takes its share (a stopped one receives its sockets once it runs).
      await waitFor(() => holders().filter((holder) => holder !== undefined).length >= 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.kill(busy, 'SIGCONT');
    }
    await waitFor(() => holders().every((holder) => holder !== undefined));
    expect(holders().filter((holder) => holder === busy)).toHaveLength(4);
    // Every one is answered once the busy worker runs again.
    const statuses = await Promise.all(
      sockets.map((socket) => statusLineOn(socket, '/api/casinos/featured')),
    );
    sockets.forEach((socket) => socket.destroy());
    expect(statuses).toEqual(Array(8).fill('HTTP/1.1 200 OK'));
  });

  it('replaces a worker that dies, while the other keeps answering every request', async () => {
    const [killed] = workerPids(api.output());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await get(`${api.url}/api/casinos/featured`));
    process.kill(killed, 'SIGKILL');
    await waitFor(() => !isRunning(killed));
    // Every request after the death is answered, by the survivor and then by both.
    const deadline = Date.now() + 60_000;
    while (workerPids(api.output()).length < 3 && Date.now() < deadline) {
      statuses.push(await get(`${api.url}/api/casinos/featured`));
    }
    const replacement = workerPids(api.output())[2];
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(killed);
    expect(api.output()).toContain(`Worker ${killed} died (SIGKILL): starting another`);
    for (let i = 0; i < 10; i += 1) statuses.push(await get(`${api.url}/api/casinos/featured`));
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 90_000);

  it('on SIGTERM every worker drains (a request in flight is answered) and the primary exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    const held = await holdContactPost(api.url);

    const workers = workerPids(api.output()).filter(isRunning);
    expect(workers).toHaveLength(2);
    api.child.kill('SIGTERM');
    // The idle worker exits; the one holding the request waits for its body.
    await waitFor(() => workers.filter(isRunning).length === 1, 20_000);
    const received = await held.finish();

    expect(received).toMatch(/HTTP\/1\.1 201 Created/);
    expect(received).toContain('Message received');
    expect(await exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  }, 60_000);
});

describe('workers whose primary is killed', () => {
  const fixture = makeSiteFixture();
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess(fixture.siteRoot, {
      WEB_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
  }, 90_000);

  afterAll(async () => {
    await api.stop();
    fixture.cleanup();
  });

  it('each worker drains on its own: the request in flight is answered, then all exit', async () => {
    await waitFor(() => workerPids(api.output()).length === 2);
    const workers = workerPids(api.output());
    const held = await holdContactPost(api.url);

    api.child.kill('SIGKILL');
    // The idle worker exits; the one holding the request waits for its body.
    await waitFor(() => workers.filter(isRunning).length === 1, 20_000);
    // Nobody hands out new connections any more: the port is closed (a balancer tries another).
    await expect(get(`${api.url}/api/casinos/featured`)).rejects.toThrow(/ECONNREFUSED/);
    const received = await held.finish();

    expect(received).toMatch(/HTTP\/1\.1 201 Created/);
    expect(received).toContain('Message received');
    await waitFor(() => workers.filter(isRunning).length === 0, 20_000);
  }, 60_000);
});

describe('workers on a port already taken', () => {
  const fixture = makeSiteFixture();
  let taken: net.Server;

  beforeAll(async () => {
    taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    fixture.cleanup();
  });

  it('the start fails with exit code 1 instead of announcing a site it cannot serve', async () => {
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(
      startApiProcess(fixture.siteRoot, { WEB_CONCURRENCY: '2', PORT: String(port) }),
    ).rejects.toThrow(/API process exited \(1\)/);
  }, 90_000);
});
