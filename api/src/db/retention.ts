import { KnownDeviceModel } from '../auth/knownDevice';
import { AdminSessionModel } from '../auth/session';
import { RateLimitCounterModel } from '../limits/counterStore';
import { logger } from '../log/logger';
import { AnalyticsEventModel } from '../features/events/model';
import { OutboundClickModel } from '../features/outbound/click.model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionOptions {
  /** Analytics events and outbound clicks older than this many days are deleted. */
  analyticsRetentionDays: number;
}

export interface PurgeResult {
  sessions: number;
  events: number;
  clicks: number;
  counters: number;
  devices: number;
}

/**
 * Delete what is past its time: expired sessions, known-device records and rate-limit counters, and analytics events
 * and outbound clicks older than the retention age. Plain deleteMany queries on time fields: works
 * the same on MongoDB and on FerretDB (which has no TTL indexes).
 */
export async function purgeExpired(
  options: RetentionOptions,
  now: Date = new Date(),
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - options.analyticsRetentionDays * DAY_MS);
  const [sessions, events, clicks, counters, devices] = await Promise.all([
    AdminSessionModel.deleteMany({ expiresAt: { $lte: now } }),
    AnalyticsEventModel.deleteMany({ createdAt: { $lt: cutoff } }),
    OutboundClickModel.deleteMany({ createdAt: { $lt: cutoff } }),
    RateLimitCounterModel.deleteMany({ expiresAt: { $lte: now } }),
    KnownDeviceModel.deleteMany({ expiresAt: { $lte: now } }),
  ]);
  return {
    sessions: sessions.deletedCount,
    events: events.deletedCount,
    clicks: clicks.deletedCount,
    counters: counters.deletedCount,
    devices: devices.deletedCount,
  };
}

/** Purge now and then every hour; answers a function that stops the job. */
export function startRetentionJob(
  options: RetentionOptions,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  const run = () => {
    purgeExpired(options).then(
      (result) => logger.info({ purged: result }, 'retention purge'),
      (error: unknown) => logger.warn({ err: error }, 'retention purge failed; retried next time'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
