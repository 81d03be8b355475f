import { Router } from 'express';
import mongoose from 'mongoose';
import { databaseConnected, resultWithin } from '../db/availability';

/** A readiness check: resolves true when its part of the service is ready to serve. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

const checks = new Map<string, ReadinessCheck>();
let draining = false;

/** Add a readiness condition (the read model registers "read model loaded"). */
export function registerReadinessCheck(name: string, check: ReadinessCheck): void {
  checks.set(name, check);
}

/** From now on /readyz answers 503, so a load balancer stops sending new requests here. */
export function markDraining(): void {
  draining = true;
}

const PING_TIMEOUT_MS = 1000;

async function databaseReachable(): Promise<boolean> {
  if (!databaseConnected() || !mongoose.connection.db) return false;
  const ping = mongoose.connection.db.admin().command({ ping: 1 });
  return resultWithin(
    ping.then(
      () => true,
      () => false,
    ),
    PING_TIMEOUT_MS,
    false,
  );
}

registerReadinessCheck('database', databaseReachable);

/**
 * GET /healthz: the process is alive (200 while it can answer at all).
 * GET /readyz: every readiness check passes (database reachable, read model loaded); 503 with
 * the failing checks otherwise, and while shutting down.
 */
export function healthRouter(): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results: Record<string, boolean> = {};
    await Promise.all(
      [...checks].map(async ([name, check]) => {
        results[name] = await Promise.resolve()
          .then(check)
          .catch(() => false);
      }),
    );
    const ready = !draining && Object.values(results).every(Boolean);
    res.set('Cache-Control', 'no-store');
    if (ready) res.json({ status: 'ready', checks: results });
    else
      res.status(503).json({
        message: draining ? 'Shutting down' : 'Not ready',
        checks: results,
      });
  });
  return router;
}
