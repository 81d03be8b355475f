import type { Request } from 'express';
import { resultWithin } from '../../db/availability';
import { clientKeyOf } from '../../limits/clientKey';
import { incrementCounter } from '../../limits/counterStore';
import { logger } from '../../log/logger';

/** Clicks recorded per client (shared store); beyond it the visitor is still sent on, unrecorded. */
export const OUTBOUND_LIMIT = { windowMs: 60 * 1000, limit: 30 } as const;

/**
 * How long a visitor's answer waits for its click to be recorded. A record takes a few
 * milliseconds; on a database that stopped answering it would hold the way to the casino for as
 * long as the database takes (each of its two operations up to the socket timeout). Past this the
 * visitor is answered and the record goes on in the background.
 */
export const RECORD_WAIT_MS = 2000;

/**
 * How long a click waits for the public view to catch up with a write of this process (its
 * rebuild reads the database). Past this the visitor is sent on by the view in memory, as another
 * instance that has not seen the write yet would: with a database that stopped answering just
 * after a write, every click waited for the rebuild until the socket timeout and then got a 503
 * (about 14 s).
 */
export const VIEW_WAIT_MS = 2000;

/**
 * Records one GET of a /go/ link (a click, or a click refused by the visitor's state) within the
 * per-client limit. Link prefetchers and checkers send HEAD: only a real visit counts. A failure
 * is logged, never thrown: losing one record must not change what the visitor gets, and a slow
 * one delays the visitor at most RECORD_WAIT_MS.
 */
export async function recordWithinLimit(
  req: Request,
  record: () => Promise<unknown>,
  what: { slug: string; kind: string },
): Promise<void> {
  if (req.method !== 'GET') return;
  const recording = (async () => {
    try {
      const client = await incrementCounter(
        `throttle:outbound:${clientKeyOf(req)}`,
        OUTBOUND_LIMIT.windowMs,
      );
      if (client.count <= OUTBOUND_LIMIT.limit) await record();
    } catch (error) {
      logger.warn({ err: error, slug: what.slug }, `${what.kind} not recorded`);
    }
  })();
  await resultWithin(recording, RECORD_WAIT_MS, undefined);
}
