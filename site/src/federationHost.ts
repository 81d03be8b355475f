import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemotePinError, remoteLoadingPolicy } from '@sweepscout/kit';
import { checkPinnedCode, setPinnedCode } from './pinnedCode';

/**
 * The modules the site server shares with the remotes' server builds: its own copies, so that a
 * page rendered from several remotes has one React, one styled-components (one style sheet per
 * render), one router and one store kit. The list is the server builds' own (shared/build).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS list shared with the builds
const { SERVER_SHARED } = require('@sweepscout/shared/server-shared') as {
  SERVER_SHARED: readonly string[];
};

function packageVersion(pkg: string): string {
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- read at start-up only
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function sharedConfig() {
  return Object.fromEntries(
    SERVER_SHARED.map((pkg) => [
      pkg,
      {
        version: packageVersion(pkg),
        // The host's own module object, as Node loaded it.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- dynamic by design
        lib: () => require(pkg) as unknown,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

/**
 * How long the manifest of a remote deployed elsewhere is trusted before it is read again (in
 * the background, and by a render that needs the remote): a redeployed remote shows within about
 * this time. One deployed here is seen through its files (LocalBuildStamps).
 */
export const MANIFEST_TRUST_MS = 500;
/** A remote that does not answer within this time is treated as down for this render. */
const LOAD_TIMEOUT_MS = 3000;
/**
 * The loading policy's attempts on the server: a second one 100 ms after a failure (a dropped
 * connection, a remote caught mid-deploy), within LOAD_TIMEOUT_MS; then the area is left to the
 * browser, which tries on its own (three attempts, kit's loadRemoteModule).
 */
const SERVER_LOAD_ATTEMPTS = 2;
const SERVER_RETRY_BASE_MS = 100;

/** What the last load of a remote asked for: where its builds are, what the browser accepts. */
interface LoadRequest {
  entry: string;
  browserEntry: string;
  watch: boolean;
  accept?: (browserManifest: unknown) => void;
}

/** A remote's manifests to read: its name, server and browser manifest URLs, and whether watched. */
type ManifestRead = [name: string, entry: string, browserEntry: string, watched: boolean];

interface RemoteState {
  entry: string;
  /** URL of the browser build's manifest (what a pin is checked against). */
  browserEntry: string;
  /** Why the remote's code may not be loaded (its manifest is not the pinned one), or null. */
  refusal: RemotePinError | null;
  /** null while the manifests cannot be read (the remote is down). */
  manifestHash: string | null;
  /** The browser build's manifest (beside the server build's): what the browser checks. */
  browserManifest: unknown;
  checkedAt: number;
  /** Known to the federation runtime (registered at least once). */
  registered: boolean;
  /** A load failed: the next check registers it anew, so that the runtime fetches its entry again. */
  failed?: boolean;
  /** Its manifest is re-read in the background. */
  watched: boolean;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${LOAD_TIMEOUT_MS} ms`)),
      LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Headers a request to `url` carries besides the host's own (see FederationHost). */
export type RequestHeadersFor = (url: string) => Record<string, string>;

/** `headers()` for requests to one of `origins` (as they stand when asked), nothing for others. */
export function forOrigins(
  origins: ReadonlySet<string>,
  headers: () => Record<string, string>,
): RequestHeadersFor {
  return (url) => {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return {};
    }
    return origins.has(origin) ? headers() : {};
  };
}

/** A remote's manifest, as text (never from a cache: a redeploy must show). */
async function readManifest(url: string, headersFor: RequestHeadersFor): Promise<string> {
  const response = await fetch(url, {
    headers: { 'cache-control': 'no-cache', ...headersFor(url) },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The browser build's manifest sits one folder above the server build's (server/). */
export const browserManifestUrl = (serverManifest: string): string =>
  serverManifest.replace(/server\/mf-manifest\.json$/, 'mf-manifest.json');

/**
 * Throws when a remote's browser manifest (its exact text) may not be loaded (a pinned digest);
 * returns true when the remote is pinned: the digests its manifest gives for its code then bind.
 */
export type ManifestCheck = (name: string, browserManifestText: string) => boolean;

/**
 * Whether a remote's last manifest read still stands. One deployed into this site's folder stands
 * until its files change (LocalBuildStamps then distrusts it): read again every MANIFEST_TRUST_MS
 * through this server's own port, its manifests kept the renders that needed them waiting behind
 * every request queued there (a tenth of the renders of an uncached /compare under load, 60 to
 * 400 ms each). One elsewhere, or one whose read failed, stands for MANIFEST_TRUST_MS.
 */
export function manifestReadStands(
  known: Pick<RemoteState, 'watched' | 'manifestHash' | 'checkedAt'>,
  now: number,
): boolean {
  if (!known.watched && known.manifestHash !== null) {
    return known.checkedAt !== Number.NEGATIVE_INFINITY;
  }
  return now - known.checkedAt < MANIFEST_TRUST_MS;
}

/**
 * The site server as the server-side host of Module Federation: it loads the remotes' server
 * builds at run time from their mf-manifest.json (beside each browser build, in server/), and
 * picks up a redeployed remote on the next render: before using a remote it re-reads its
 * manifest (one deployed here once its files changed, one elsewhere at most every
 * MANIFEST_TRUST_MS) and, when the manifest changed, registers the remote
 * again with force, so the next load fetches the new build. No restart, no host rebuild.
 * Verified pitfalls: use a plain createInstance, never the node runtime plugin's
 * performReload in the host (it leaks and resets every instance).
 */
export class FederationHost {
  private readonly instance: ModuleFederation;
  private readonly remotes = new Map<string, RemoteState>();
  private readonly requests = new Map<string, LoadRequest>();
  private builds = 0;
  private watcher: NodeJS.Timeout | null = null;
  /** The manifest reads under way, per remote and entry. */
  private readonly reading = new Map<string, Promise<void>>();
  /** Each exposed module as last loaded, with the builds version and entry it was loaded under. */
  private readonly loaded = new Map<string, { builds: number; entry: string; module: unknown }>();

  /**
   * `checkManifest` runs on every manifest read, before the remote is registered or loaded.
   * `name`: the federation instance's (the runtime keeps one per name in the process).
   * `headersFor`: what each manifest read adds (the mark of this server's own requests, for the
   * URLs of this server only).
   */
  constructor(
    private readonly checkManifest: ManifestCheck = () => false,
    name = 'sweepscout_site_server',
    private readonly headersFor: RequestHeadersFor = () => ({}),
  ) {
    checkPinnedCode();
    this.instance = createInstance({
      name,
      remotes: [],
      shared: sharedConfig(),
      // The browser's policy too (kit): checked before its code runs, retried, then left out.
      plugins: [
        remoteLoadingPolicy({
          check: (remote) => this.check(remote),
          forget: async (remote) => this.forget(remote),
          attempts: SERVER_LOAD_ATTEMPTS,
          baseDelayMs: SERVER_RETRY_BASE_MS,
        }),
      ],
    });
  }

  /**
   * Changes whenever a remote's server build changes (redeployed, gone, back). A document
   * rendered from the remotes stays valid while this number stands, so the fast path can keep
   * serving it without rendering again; a background check (every MANIFEST_TRUST_MS) moves it.
   */
  get buildsVersion(): number {
    return this.builds;
  }

  /** The next load of each remote reads its manifest again (a local deploy was just seen). */
  distrustManifests(): void {
    for (const known of this.remotes.values()) known.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * Load an exposed module ('catalog/CasinoPage') from the remote's server build at `entry`.
   * `watch`: re-read its manifest in the background (a remote deployed elsewhere; one deployed
   * into this site's folder is seen through its files, LocalBuildStamps, at no cost per request).
   * `accept`: given the browser build's manifest, throws for a remote the browser would refuse
   * (its code is then not run here either). `browserEntry`: the browser build's manifest, when it
   * is not one folder above the server build's.
   */
  async load<T>(
    id: string,
    entry: string,
    options: {
      watch: boolean;
      accept?: (browserManifest: unknown) => void;
      browserEntry?: string;
    },
  ): Promise<T> {
    const name = id.split('/')[0];
    const browserEntry = options.browserEntry ?? browserManifestUrl(entry);
    if (options.watch) this.watch();
    this.requests.set(name, { entry, browserEntry, watch: options.watch, accept: options.accept });
    const kept = this.keptModule(id, name, entry);
    if (kept) {
      options.accept?.(kept.browserManifest);
      return kept.module as T;
    }
    const builds = this.builds;
    // The check, the load and its retry (the loading policy) within the one time limit.
    const module = await withTimeout(this.instance.loadRemote<T>(id), `${id}`);
    if (!module) throw new Error(`Remote module ${id} is unavailable`);
    // Kept only when no manifest changed meanwhile: then it is surely the current build's module.
    if (this.builds === builds) this.loaded.set(id, { builds, entry, module });
    return module;
  }

  /**
   * The module loaded before, while what its check would find stands: the same builds version and
   * entry, a manifest read that still stands (see manifestReadStands; a redeploy here distrusts
   * it) and no refusal. The runtime's own lookup of a loaded module (its snapshot, plugin hooks
   * and remote matching) took about a twentieth of an uncached page's CPU time.
   */
  private keptModule(
    id: string,
    name: string,
    entry: string,
  ): { module: unknown; browserManifest: unknown } | null {
    const kept = this.loaded.get(id);
    const known = this.remotes.get(name);
    if (!kept || !known || kept.builds !== this.builds || kept.entry !== entry) return null;
    if (known.entry !== entry || known.refusal || known.manifestHash === null) return null;
    if (!manifestReadStands(known, Date.now())) return null;
    return { module: kept.module, browserManifest: known.browserManifest };
  }

  /**
   * The loading policy's check, before the runtime looks the remote up: its manifests read again
   * (see manifestReadStands), refused when not the pinned one or when the browser would
   * refuse it, registered (again, after a redeploy) when accepted.
   */
  private async check(name: string): Promise<void> {
    const request = this.requests.get(name);
    if (!request) throw new Error(`${name} is not a remote this host was asked to load`);
    await withTimeout(
      this.revalidate(name, request.entry, request.browserEntry, request.watch),
      `${name} manifest`,
    );
    const known = this.remotes.get(name);
    if (known?.refusal) throw known.refusal;
    if (!known || known.manifestHash === null) throw new Error(`${name} is unavailable`);
    request.accept?.(known.browserManifest);
  }

  /** Before the policy's next attempt: the manifests are read again and the remote registered anew. */
  private forget(name: string): void {
    const known = this.remotes.get(name);
    if (known)
      this.remotes.set(name, { ...known, checkedAt: Number.NEGATIVE_INFINITY, failed: true });
  }

  /** Re-reads every known remote's manifest in the background, off the request path. */
  private watch(): void {
    if (this.watcher) return;
    this.watcher = setInterval(() => {
      for (const [name, known] of this.remotes) {
        if (!known.watched) continue;
        if (Date.now() - known.checkedAt < MANIFEST_TRUST_MS) continue;
        this.revalidate(name, known.entry, known.browserEntry, true).catch(() => undefined);
      }
    }, MANIFEST_TRUST_MS);
    this.watcher.unref();
  }

  /** Re-reads the remote's manifests unless still trusted; callers meanwhile share one read. */
  private revalidate(...read: ManifestRead): Promise<void> {
    const [name, entry] = read;
    const known = this.remotes.get(name);
    if (known && known.entry === entry && manifestReadStands(known, Date.now())) {
      return Promise.resolve();
    }
    const key = `${name} ${entry}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.readManifests(...read).finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return reading;
  }

  private async readManifests(...[name, entry, browserEntry, watched]: ManifestRead) {
    const known = this.remotes.get(name);
    const now = Date.now();
    let manifestHash: string | null = null;
    let browserManifest: unknown = null;
    let refusal: RemotePinError | null = null;
    try {
      const [serverText, browserText] = await Promise.all([
        readManifest(entry, this.headersFor),
        readManifest(browserEntry, this.headersFor),
      ]);
      try {
        const pinned = this.checkManifest(name, browserText);
        const folder = browserEntry.replace(/[^/]*$/, '');
        setPinnedCode(folder, pinned ? (JSON.parse(browserText) as object) : null);
      } catch (error) {
        // Refused before the runtime sees it: never registered, its code never fetched or run.
        const reason = error instanceof Error ? error.message : String(error);
        refusal = new RemotePinError(name, reason.replace(`${name}: `, ''));
        return;
      }
      browserManifest = JSON.parse(browserText);
      manifestHash = createHash('sha1').update(serverText).update(browserText).digest('hex');
    } finally {
      // A remote that is down is remembered too: its return changes the builds version.
      const changed = !known || known.entry !== entry || known.manifestHash !== manifestHash;
      if ((changed || known?.failed) && manifestHash !== null) {
        // force: forget the old entry and its loaded modules; the next loadRemote fetches anew.
        this.instance.registerRemotes([{ name, entry }], { force: Boolean(known?.registered) });
      }
      if (changed) this.builds += 1;
      this.remotes.set(name, {
        entry,
        browserEntry,
        refusal,
        manifestHash,
        browserManifest,
        checkedAt: now,
        registered: Boolean(known?.registered) || manifestHash !== null,
        watched,
      });
    }
  }
}
