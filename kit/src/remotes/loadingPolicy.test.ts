import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { isRemoteRefusal, remoteLoadingPolicy, type RemoteLoadingPolicy } from './loadingPolicy';
import { RemotePinError } from './manifestPins';
import { RemoteRefusedError } from './requirements';

/**
 * The policy on a real federation runtime: a host created with the plugin, whose remote entries
 * a stand-in plugin serves (a container exposing any module), failing as a test asks.
 */
let hosts = 0;
/** The runtime keeps loaded entries process-wide, by name and URL: a URL of each host's own. */
const entryOf = (remote: string) => `http://remotes.test/${hosts}/${remote}.js`;

function hostWith(
  policy: Partial<RemoteLoadingPolicy>,
  entry: { failures?: number; error?: () => Error } = {},
) {
  hosts += 1;
  const log: string[] = [];
  const waits: number[] = [];
  let failures = entry.failures ?? 0;
  const standInEntries: ModuleFederationRuntimePlugin = {
    name: 'stand-in-entries',
    loadEntry: ({ remoteInfo }) => {
      log.push(`entry ${remoteInfo.name}`);
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(entry.error?.() ?? new Error('connection refused'));
      }
      return Promise.resolve({
        init: () => undefined,
        get: (expose: string) => () => Promise.resolve({ default: `the module ${expose}` }),
      });
    },
  };
  const host = createInstance({
    name: `policy_host_${hosts}`,
    remotes: [],
    plugins: [
      remoteLoadingPolicy({
        check: async (remote) => {
          log.push(`check ${remote}`);
          host.registerRemotes([{ name: remote, entry: entryOf(remote) }], { force: true });
        },
        forget: async (remote) => void log.push(`forget ${remote}`),
        attempts: 3,
        baseDelayMs: 300,
        wait: async (ms) => void waits.push(ms),
        ...policy,
      }),
      standInEntries,
    ],
  });
  return { host, log, waits };
}

describe('the remote-loading policy (a federation runtime plugin)', () => {
  it('checks a remote before the runtime fetches its code, then loads the module', async () => {
    const { host, log, waits } = hostWith({});
    await expect(host.loadRemote('catalog/Page')).resolves.toEqual({
      default: 'the module ./Page',
    });
    expect(log).toEqual(['check catalog', 'entry catalog']);
    expect(waits).toEqual([]);
  });

  it('never fetches the code of a remote its check refuses, and does not try it again', async () => {
    const reports: string[] = [];
    const refusal = new RemoteRefusedError('catalog', [
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
    const { host, log, waits } = hostWith({
      check: async (remote) => {
        log.push(`check ${remote}`);
        throw refusal;
      },
      report: (id, error, refused) => reports.push(`${id} ${String(refused)}`),
    });
    await expect(host.loadRemote('catalog/Page')).rejects.toBe(refusal);
    expect(log).toEqual(['check catalog']);
    expect(waits).toEqual([]);
    expect(reports).toEqual(['catalog/Page true']);
  });

  it('tries a failed load again after forgetting the remote, waiting twice as long each time', async () => {
    const { host, log, waits } = hostWith({}, { failures: 2 });
    await expect(host.loadRemote('catalog/Page')).resolves.toEqual({
      default: 'the module ./Page',
    });
    expect(log).toEqual([
      'check catalog',
      'entry catalog',
      'forget catalog',
      'check catalog',
      'entry catalog',
      'forget catalog',
      'check catalog',
      'entry catalog',
    ]);
    expect(waits).toEqual([300, 600]);
  });

  it('gives up after its attempts, reports the last error and throws it to the area', async () => {
    const reports: unknown[] = [];
    let failure = 0;
    const { host, log } = hostWith(
      { report: (id, error, refused) => reports.push([id, (error as Error).message, refused]) },
      { failures: 5, error: () => new Error(`connection refused (${(failure += 1)})`) },
    );
    await expect(host.loadRemote('catalog/Page')).rejects.toThrow('connection refused (3)');
    expect(log.filter((line) => line.startsWith('entry'))).toHaveLength(3);
    expect(reports).toEqual([['catalog/Page', 'connection refused (3)', false]]);
  });

  it('stops retrying at a refusal met on a later attempt (a redeploy the shell cannot take)', async () => {
    let checks = 0;
    const { host, log } = hostWith(
      {
        check: async (remote) => {
          checks += 1;
          log.push(`check ${remote}`);
          if (checks > 1) throw new RemotePinError(remote, 'not the pinned manifest');
          host.registerRemotes([{ name: remote, entry: entryOf(remote) }]);
        },
      },
      { failures: 1 },
    );
    await expect(host.loadRemote('catalog/Page')).rejects.toThrow(
      'catalog: not the pinned manifest',
    );
    expect(log.filter((line) => line.startsWith('check'))).toHaveLength(2);
  });

  it('with one attempt (no retry) reports the failure at once', async () => {
    const reports: string[] = [];
    const { host, log } = hostWith(
      { attempts: 1, report: (id) => reports.push(id) },
      { failures: 1 },
    );
    await expect(host.loadRemote('games/Slot')).rejects.toThrow('connection refused');
    expect(log).toEqual(['check games', 'entry games']);
    expect(reports).toEqual(['games/Slot']);
  });
});

describe('isRemoteRefusal', () => {
  it("knows a refusal by its name, whichever copy of the kit threw it, and the runtime's own", () => {
    const fromAnotherCopy = Object.assign(new Error('catalog: refused'), {
      name: 'RemotePinError',
    });
    expect(isRemoteRefusal(fromAnotherCopy)).toBe(true);
    expect(isRemoteRefusal(new RemoteRefusedError('catalog', []))).toBe(true);
    expect(
      isRemoteRefusal(new Error('Version 18.0.0 of react does not satisfy the requirement')),
    ).toBe(true);
    expect(isRemoteRefusal(new Error('connection refused'))).toBe(false);
    expect(isRemoteRefusal('refused')).toBe(false);
  });
});
