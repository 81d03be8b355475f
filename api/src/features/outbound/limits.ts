import type { Request } from 'express';
import { clientKeyOf } from '../../limits/clientKey';
import { incrementCounter } from '../../limits/counterStore';
import { logger } from '../../log/logger';

/** Clicks recorded per client (shared store); beyond it the visitor is still sent on, unrecorded. */
export const OUTBOUND_LIMIT = { windowMs: 60 * 1000, limit: 30 } as const;

/**
 * Records one GET of a /go/ link (a click, or a click refused by the visitor's state) within the
 * per-client limit. Link prefetchers and checkers send HEAD: only a real visit counts. A failure
 * is logged, never thrown: losing one record must not change what the visitor gets.
 */
export async function recordWithinLimit(
  req: Request,
  record: () => Promise<unknown>,
  what: { slug: string; kind: string },
): Promise<void> {
  if (req.method !== 'GET') return;
  try {
    const client = await incrementCounter(
      `throttle:outbound:${clientKeyOf(req)}`,
      OUTBOUND_LIMIT.windowMs,
    );
    if (client.count <= OUTBOUND_LIMIT.limit) await record();
  } catch (error) {
    logger.warn({ err: error, slug: what.slug }, `${what.kind} not recorded`);
  }
}
