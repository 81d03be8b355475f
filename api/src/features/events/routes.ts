import { analyticsBatchSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { validate } from '../../http/validate';
import { AnalyticsEventModel } from '../../models';

/**
 * First-party analytics (public-site.md section 7): the client batches at most 20 events per
 * request. Generous per-client limit (a visitor browsing fast sends about one batch a second);
 * beyond it the batch is refused with 429 and nothing is stored.
 */
export const EVENTS_LIMIT = { windowMs: 60 * 1000, limit: 300 } as const;

export function eventsRouter(limits: { windowMs: number; limit: number } = EVENTS_LIMIT): Router {
  const router = Router();
  const input = validate({ body: analyticsBatchSchema });
  const limiter = rateLimit({
    ...limits,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many events. Please slow down.' });
    },
  });

  router.post('/', limiter, input, async (_req, res) => {
    const { events } = input.input(res).body;
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
