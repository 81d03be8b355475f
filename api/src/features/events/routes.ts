import { analyticsBatchSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { incrementCounter } from '../../limits/counterStore';
import { sharedRateLimit, type SharedLimit } from '../../limits/sharedRateLimit';
import { AnalyticsEventModel } from './model';

/**
 * First-party analytics: the client batches at most 20 events per
 * request. Generous per-client limit (a visitor browsing fast sends about one batch a second);
 * beyond it the batch is refused with 429 and nothing is stored.
 */
export const EVENTS_LIMIT: SharedLimit = { windowMs: 60 * 1000, limit: 300 };
/**
 * The whole site's intake: at most this many events per minute from all clients together, so
 * that many clients cannot grow the database without bound either (the retention job removes
 * old events).
 */
export const EVENTS_INTAKE: SharedLimit = { windowMs: 60 * 1000, limit: 6000 };

const SLOW_DOWN = 'Too many events. Please slow down.';

export function eventsRouter(
  limits: SharedLimit = EVENTS_LIMIT,
  intake: SharedLimit = EVENTS_INTAKE,
): Router {
  const router = Router();
  const input = validate({ body: analyticsBatchSchema });
  const limiter = sharedRateLimit('events', limits, SLOW_DOWN);

  router.post('/', limiter, input, async (_req, res) => {
    const { events } = input.input(res).body;
    const total = await incrementCounter('intake:events', intake.windowMs, events.length);
    if (total.count > intake.limit) {
      res.set('Retry-After', String(Math.ceil((total.resetAt - Date.now()) / 1000)));
      res.status(429).json({ message: SLOW_DOWN });
      return;
    }
    await AnalyticsEventModel.insertMany(
      events.map((event) => ({
        name: event.name,
        path: event.path ?? null,
        category: event.category ?? null,
        label: event.label ?? null,
        value: event.value ?? null,
      })),
    );
    res.status(202).json({ accepted: events.length });
  });

  return router;
}
