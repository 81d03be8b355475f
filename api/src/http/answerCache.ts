import type { Response } from 'express';
import { writeVersion } from '../models/writeVersions';

interface Entry {
  version: number;
  expiresAt: number;
  body: string;
}

/**
 * Keeps the JSON text of hot public answers (the casino lists) in memory. An entry is good until
 * its collection is written through this process's models, and at most `ttlMs` (the HTTP cache
 * time) so that other instances' writes show as soon as the Cache-Control promise allows.
 */
export function createAnswerCache(collection: string, ttlMs: number) {
  const entries = new Map<string, Entry>();
  return async function sendCached(
    res: Response,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<void> {
    const version = writeVersion(collection);
    const cached = entries.get(key);
    let body: string;
    if (cached && cached.version === version && cached.expiresAt > Date.now()) {
      body = cached.body;
    } else {
      // The version is read before loading: a write during the load makes this entry stale.
      body = JSON.stringify(await load());
      entries.set(key, { version, expiresAt: Date.now() + ttlMs, body });
    }
    res.type('application/json').send(body);
  };
}
