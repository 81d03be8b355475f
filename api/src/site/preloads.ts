import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../features/seo/render';
import { madeFromFile } from './fileStamps';
import { REMOTE_PINS_PATH } from './remotePins';
import { REMOTE_LIST_PATH, remoteManifest } from './remotes';
import { remotePackage } from '../workspace';

/** What preloading needs of a remote's browser manifest (mf-manifest.json). */
interface BrowserManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A remote's browser manifest, parsed again only when a deploy replaces it. */
const readManifest = madeFromFile((file): BrowserManifest | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BrowserManifest;
  } catch {
    // Being replaced: the browser finds its files the usual way.
    return null;
  }
});

/**
 * The browser files of the remote modules a page rendered on the server: each remote's entry and
 * each module's own chunks, as its browser manifest lists them (`exposes[].assets.js.sync`, the
 * chunks the runtime loads for that module). The browser loads exactly these before it hydrates;
 * without a hint it finds them one after the other (shell script, remote list, manifest, entry,
 * chunks). Only remotes deployed in this site's folder (`/remotes/<name>/`): they are read from
 * disk, are same-origin, and are what the page will load; a remote at another origin is left to
 * the runtime.
 * @param moduleIds e.g. `catalog/HomeHero`, the modules the server rendered
 */
export function remoteScriptUrls(siteRoot: string, moduleIds: readonly string[]): string[] {
  const manifests = remoteManifest();
  const urls = new Set<string>();
  const byRemote = new Map<string, string[]>();
  for (const id of moduleIds) {
    const [remote, exposed] = id.split('/');
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), exposed]);
  }
  for (const [remote, exposedNames] of byRemote) {
    const manifestUrl = manifests[remote];
    if (!manifestUrl?.startsWith(`/remotes/${remote}/`)) continue;
    const manifest = readManifest(
      path.join(siteRoot, remotePackage(remote), 'dist', 'mf-manifest.json'),
    );
    const entry = manifest?.metaData?.remoteEntry;
    if (!manifest || !entry?.name) continue;
    // The build's public path is 'auto': its files sit beside its manifest.
    const base = manifestUrl.replace(/[^/]*$/, '');
    urls.add(`${base}${entry.path ?? ''}${entry.name}`);
    for (const name of exposedNames) {
      const exposed = manifest.exposes?.find((e) => e.name === name);
      for (const file of exposed?.assets?.js?.sync ?? []) urls.add(`${base}${file}`);
    }
  }
  return [...urls];
}

/** `<link rel="preload" as="script">` tags for the head of a server-rendered page. */
export function scriptPreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="preload" as="script" href="${escapeHtml(url)}">`).join('');
}

/**
 * The JSON the browser's loader reads before it may load the page's remote modules: the remote
 * list, the pins and each rendered remote's manifest (those deployed in this site's folder).
 * Without a hint they are three round trips after the shell's script has started; preloaded,
 * they arrive while the document is parsed and the loader's fetch() takes the preloaded answers.
 */
export function remoteCheckUrls(moduleIds: readonly string[]): string[] {
  if (moduleIds.length === 0) return [];
  const manifests = remoteManifest();
  const remotes = new Set(moduleIds.map((id) => id.split('/')[0]));
  const sameSite = [...remotes]
    .map((remote) => manifests[remote])
    .filter((url): url is string => url?.startsWith('/remotes/') === true);
  return [REMOTE_LIST_PATH, REMOTE_PINS_PATH, ...sameSite];
}

/**
 * `<link rel="preload" as="fetch">` tags: `crossorigin` because fetch() requests are CORS-mode,
 * and a preload serves only a request of its own mode.
 */
export function fetchPreloadLinks(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`)
    .join('');
}

/** A JSON list the shell's build writes beside its scripts (shared/build/federation.cjs). */
const readShellBuildJson = madeFromFile(
  (file): unknown => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
);

/**
 * The script URLs that `pick` finds in one of those files, read once per build (the shell is
 * built with the public path '/'). None from a shell built before the file existed: the browser
 * then finds its scripts the usual way.
 */
function shellBuildScripts(
  siteRoot: string,
  fileName: string,
  pick: (json: unknown) => unknown,
): string[] {
  try {
    const files = pick(readShellBuildJson(path.join(siteRoot, 'shell', 'dist', fileName)));
    return Array.isArray(files)
      ? files.filter((file): file is string => typeof file === 'string').map((file) => `/${file}`)
      : [];
  } catch {
    return [];
  }
}

/**
 * The shell's scripts every page loads before the app runs: its entry, its bootstrap chunks and
 * the chunks of the shared singletons it provides. The browser finds them only after the entry
 * ran; announced in the head, they arrive with the entry.
 */
export function shellScriptUrls(siteRoot: string): string[] {
  return shellBuildScripts(siteRoot, 'startup-scripts.json', (files) => files);
}

/**
 * The scripts of the shell's own page on this route when the shell loads it lazily (the search
 * results): the shell names the page's chunk after it (`shell/SearchPage`: `SearchPage`). The
 * browser would find them only once the app runs and renders the route.
 */
export function shellPageScriptUrls(siteRoot: string, shellPage: string | undefined): string[] {
  if (!shellPage?.startsWith('shell/')) return [];
  const chunkName = shellPage.slice('shell/'.length);
  return shellBuildScripts(
    siteRoot,
    'page-scripts.json',
    (pages) => (pages as Record<string, unknown> | null)?.[chunkName],
  );
}

/** Every script a server-rendered page loads before it hydrates, as preload tags. */
export function pagePreloadLinks(
  siteRoot: string,
  moduleIds: readonly string[],
  shellPage?: string,
): string {
  return (
    scriptPreloadLinks([
      ...shellScriptUrls(siteRoot),
      ...shellPageScriptUrls(siteRoot, shellPage),
      ...remoteScriptUrls(siteRoot, moduleIds),
    ]) + fetchPreloadLinks(remoteCheckUrls(moduleIds))
  );
}
