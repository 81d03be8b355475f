import express, { Router } from 'express';
import path from 'node:path';
import type { RemoteManifest } from '@sweepscout/shared';
import { remoteSettingName, setting, type Environment } from '../config';
import { REMOTE_NAMES, remotePackage } from '../workspace';
import { BUILD_FILE_OPTIONS, precompressedScripts, type StaticHeaders } from './precompressed';
import { keepScriptHeadersOnly } from '../http/scriptHeaders';
import { refuseServerBuilds, SERVER_BUILD_FOLDER, SERVER_BUILDS_PREFIX } from './serverBuilds';

/** The setting that moves each remote's manifest elsewhere (REMOTE_<NAME>_URL). */
export const REMOTE_SETTINGS = REMOTE_NAMES.map((name) => remoteSettingName(name, 'URL'));

/** Remote name -> URL of its mf-manifest.json: served by this server unless a setting moves it. */
export function remoteManifest(env?: Environment): RemoteManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      setting(remoteSettingName(name, 'URL'), env) ?? `/remotes/${name}/mf-manifest.json`,
    ]),
  );
}

/** Where the browser reads the remote list (name -> manifest URL). */
export const REMOTE_LIST_PATH = '/remotes.json';

const NO_CACHE_FILE = /(^|\/)(mf-manifest\.json|remoteEntry\.js)$|\.html$/;

/**
 * GET /remotes.json and /remotes/<name>/* from <siteRoot>/mf-<name>/dist, but for the server
 * builds (dist/server), which only this server's renderer reads (SERVER_BUILDS_PREFIX).
 */
export function remotesRouter(siteRoot: string): Router {
  const router = Router();

  router.get(REMOTE_LIST_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remoteManifest());
  });

  router.use('/remotes', (_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  const setHeaders: StaticHeaders = (res, filePath) => {
    keepScriptHeadersOnly(res, filePath);
    res.setHeader(
      'Cache-Control',
      NO_CACHE_FILE.test(filePath.split(path.sep).join('/'))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
    );
  };
  router.use('/remotes', refuseServerBuilds);
  for (const name of REMOTE_NAMES) {
    const dist = path.join(siteRoot, remotePackage(name), 'dist');
    router.use(
      `${SERVER_BUILDS_PREFIX}/${name}`,
      express.static(path.join(dist, SERVER_BUILD_FOLDER), { ...BUILD_FILE_OPTIONS, setHeaders }),
    );
    router.use(
      `/remotes/${name}`,
      precompressedScripts(dist, setHeaders),
      express.static(dist, { ...BUILD_FILE_OPTIONS, setHeaders }),
    );
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
