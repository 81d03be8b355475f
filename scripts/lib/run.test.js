/**
 * stopWithThisProcess: a script that starts a server (a benchmark, a test's own site) and is
 * stopped midway takes the server with it.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const RUN_MODULE = pathToFileURL(path.join(__dirname, 'run.mjs')).href;

/** A script that starts a long-lived child through stopWithThisProcess, prints its pid, then `then`. */
function startParent(then) {
  const script = `
    import { spawn } from 'node:child_process';
    import { stopWithThisProcess } from ${JSON.stringify(RUN_MODULE)};
    const child = stopWithThisProcess(
      spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
    );
    child.once('spawn', () => {
      console.log(child.pid);
      ${then}
    });`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const childPid = new Promise((resolve) =>
    parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  const exited = new Promise((resolve) =>
    parent.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { parent, childPid, exited };
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The child is stopped by a signal, so it may take a moment to be gone. */
async function goneWithin(pid, ms) {
  const deadline = Date.now() + ms;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return !isRunning(pid);
}

describe('stopWithThisProcess', () => {
  it('stops the child when the script is killed, and the script ends as killed', async () => {
    const { parent, childPid, exited } = startParent('setInterval(() => {}, 1000);');
    const pid = await childPid;
    expect(isRunning(pid)).toBe(true);
    parent.kill('SIGTERM');
    expect(await exited).toEqual({ code: 143, signal: null });
    expect(await goneWithin(pid, 5000)).toBe(true);
  });

  it('stops the child when the script exits on its own', async () => {
    const { childPid, exited } = startParent('setTimeout(() => process.exit(0), 100);');
    const pid = await childPid;
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await goneWithin(pid, 5000)).toBe(true);
  });
});

/** A script that runs `serverCode` as its server through exitLikeServer; prints the server's pid. */
function startWithServer(serverCode) {
  const script = `
    import { spawn } from 'node:child_process';
    import { exitLikeServer } from ${JSON.stringify(RUN_MODULE)};
    const server = spawn(process.execPath, ['-e', ${JSON.stringify(serverCode)}], { stdio: 'ignore' });
    exitLikeServer(server, () => console.log('cleaned up'));
    server.once('spawn', () => console.log(server.pid));`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  parent.stdout.on('data', (chunk) => (out += chunk));
  parent.stderr.on('data', (chunk) => (err += chunk));
  const serverPid = new Promise((resolve) =>
    parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).split('\n')[0]))),
  );
  const exited = new Promise((resolve) =>
    parent.once('exit', (code) => resolve({ code, out, err })),
  );
  return { parent, serverPid, exited };
}

describe('exitLikeServer', () => {
  it('says so and fails when the server dies of a signal nobody sent it (a crash)', async () => {
    const { exited } = startWithServer("process.kill(process.pid, 'SIGSEGV')");
    const { code, out, err } = await exited;
    expect(code).toBe(1);
    expect(err).toContain('The site server died of SIGSEGV');
    expect(out).toContain('cleaned up');
  });

  it('passes Ctrl-C or a kill on to the server, and then ends without a word', async () => {
    const { parent, serverPid, exited } = startWithServer('setInterval(() => {}, 1000)');
    const pid = await serverPid;
    parent.kill('SIGTERM');
    const { code, out, err } = await exited;
    expect(code).toBe(143);
    expect(err).toBe('');
    expect(out).toContain('cleaned up');
    expect(await goneWithin(pid, 5000)).toBe(true);
  });

  it('ends as the server ended on its own', async () => {
    const { exited } = startWithServer('process.exit(3)');
    expect((await exited).code).toBe(3);
  });
});
