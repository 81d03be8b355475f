import { contactSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { validate } from '../../http/validate';
import { ContactMessageModel } from '../../models';

export const CONTACT_LIMIT = { windowMs: 10 * 60 * 1000, limit: 5 } as const;

export function contactRouter(): Router {
  const router = Router();
  const contactInput = validate({ body: contactSchema });
  // One limiter per app: 5 messages per client per 10 minutes.
  const limiter = rateLimit({
    ...CONTACT_LIMIT,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many messages. Please try again later.' });
    },
  });

  router.post('/', limiter, contactInput, async (_req, res) => {
    await ContactMessageModel.create(contactInput.input(res).body);
    res.status(201).json({ message: 'Message received' });
  });

  return router;
}
