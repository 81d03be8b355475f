import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_CSRF_HEADER, ADMIN_CSRF_VALUE, ADMIN_SESSION_COOKIE_DEV } from '@sweepscout/shared';
import { generateSync } from 'otplib';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET, E2E_PORT } from '../support/env';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../support/server';

/** Loopback ports of the operations tests, clear of the end-to-end site's (E2E_PORT + 0..69). */
export const OPS_PORTS = {
  database: E2E_PORT + 70,
  first: E2E_PORT + 71,
  second: E2E_PORT + 72,
  nginx: E2E_PORT + 73,
  cachedSite: E2E_PORT + 74,
  varnish: E2E_PORT + 75,
};

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts connections on the port (or throws after `timeoutMs`). */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    }).catch(() => false);
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await pause(100);
  }
}

/** A process the tests started, stopped (and its folder removed) by `stop`. */
export interface Started {
  child: ChildProcess;
  dir: string;
  stop(): Promise<void>;
}

function started(child: ChildProcess, dir: string): Started {
  return {
    child,
    dir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The shared database of the instances, standing in for a MongoDB replica set: the embedded
 * database (FerretDB on SQLite) on its own, outside any instance, so that restarting or killing
 * an instance leaves it up.
 */
export async function startDatabase(port: number): Promise<Started> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sweepscout-ops-db-'));
  const binary = path.join(REPO_ROOT, 'api', '.bin', 'embedded-db');
  // Built by the API's first start or its tests; built here when this runs first (Go needed).
  if (!existsSync(binary)) {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'db', 'build-cli.js')], {
      stdio: 'inherit',
    });
  }
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-data', dir], { stdio: 'ignore' });
  await waitForPort(port);
  return started(child, dir);
}

/** A started API instance: its process id and data folder too (scripts/lib/site-server.mjs). */
export type Instance = SiteServer & { pid: number; dataDir: string };

/** One API instance (the built site) on `port`, using the database at `databasePort`. */
export async function startInstance(
  port: number,
  databasePort: number,
  env: Record<string, string> = {},
): Promise<Instance> {
  const instance = await startSiteServer({
    port,
    // As in production, a restarted instance warms up before /readyz lets the balancer send it
    // visitors; for half a second instead of up to three: these tests time nothing, and the
    // full warm-up cost each start 4 CPU-seconds more (6.3 instead of 2.3).
    warm: true,
    env: {
      MONGODB_URI: `mongodb://127.0.0.1:${databasePort}/`,
      TRUST_PROXY: '1',
      WARM_UP_MS: '500',
      ...env,
    },
  });
  return instance as Instance;
}

/** The file under docs/ops that production runs, as the test runs it. */
export function docsConfig(name: string): string {
  return readFileSync(path.join(REPO_ROOT, 'docs', 'ops', name), 'utf8');
}

export interface Nginx extends Started {
  /** Writes the configuration again with these instances marked down, and reloads it. */
  reload(down: number[]): Promise<void>;
}

/** nginx with docs/ops/nginx.conf, its instances and listening port replaced. */
export async function startNginx(listen: number, instances: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sweepscout-ops-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  const render = (down: number[]) => {
    let servers = 0;
    const text = docsConfig('nginx.conf')
      .replace(/error_log \S+/, `error_log ${path.join(dir, 'error.log')}`)
      .replace(/pid \S+;/, `pid ${path.join(dir, 'nginx.pid')};`)
      .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${listen};`)
      .replace(/server 127\.0\.0\.1:\d+ ([^;]*);/g, (_line, options: string) => {
        const port = instances[servers++];
        return `server 127.0.0.1:${port} ${options}${down.includes(port) ? ' down' : ''};`;
      });
    if (servers !== instances.length) throw new Error('docs/ops/nginx.conf: upstream servers');
    writeFileSync(file, text);
  };
  render([]);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitForPort(listen);
  return {
    ...started(child, dir),
    reload: async (down) => {
      render(down);
      // SIGHUP: new workers take the new configuration; the old ones finish what they serve.
      child.kill('SIGHUP');
      await pause(500);
    },
  };
}

/** Varnish with docs/ops/varnish.vcl, its backend port replaced. */
export async function startVarnish(listen: number, backend: number): Promise<Started> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sweepscout-ops-varnish-'));
  const file = path.join(dir, 'site.vcl');
  const vcl = docsConfig('varnish.vcl').replace(/\.port = "\d+";/, `.port = "${backend}";`);
  writeFileSync(file, vcl);
  const args = ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${listen}`];
  args.push('-f', file, '-s', 'malloc,64m');
  // Its log stays in its folder; a start that fails says why.
  const log = path.join(dir, 'varnishd.log');
  const child = spawn(VARNISHD, args, {
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  await waitForPort(listen).catch((error: Error) => {
    throw new Error(`${error.message}: ${readFileSync(log, 'utf8')}`);
  });
  return started(child, dir);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no keep-alive connection to race a reload). */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          Connection: 'close',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Each purge is sent again this long after the first (docs/scaling.md: purge on publish). */
export const PURGE_RESEND_MS = 2000;

/** The headers of an admin call in a session: its cookie and the CSRF header. */
export const adminHeaders = (token: string): Record<string, string> => ({
  Cookie: `${ADMIN_SESSION_COOKIE_DEV}=${token}`,
  [ADMIN_CSRF_HEADER]: ADMIN_CSRF_VALUE,
});

const TOTP_STEP_MS = 30_000;

/**
 * An admin session: password and TOTP code in one sign-in (the sites started here pre-enrol the
 * admin's second factor). The server takes each time step's code once, so a refused code is
 * retried with the next step's.
 */
export async function adminToken(url: string): Promise<string> {
  let step = Math.floor(Date.now() / TOTP_STEP_MS);
  for (let attempt = 0; attempt < 4; attempt += 1, step += 1) {
    const wait = (step - 1) * TOTP_STEP_MS + 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const code = generateSync({
      secret: E2E_ADMIN_TOTP_SECRET,
      epoch: (step * TOTP_STEP_MS) / 1000,
    });
    const res = await send(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { [ADMIN_CSRF_HEADER]: ADMIN_CSRF_VALUE },
      body: { username: 'admin', password: E2E_ADMIN_PASSWORD, code },
    });
    if (res.status === 401) continue;
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE_DEV}=`));
    if (res.status !== 200 || !session) throw new Error(`login: ${res.status} ${res.body}`);
    return session.slice(ADMIN_SESSION_COOKIE_DEV.length + 1).split(';')[0];
  }
  throw new Error('login: no TOTP code was accepted');
}

export type { SiteServer };
