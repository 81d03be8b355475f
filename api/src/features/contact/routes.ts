import { contactSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { sharedRateLimit } from '../../limits/sharedRateLimit';
import { receiveContactMessage } from './receive';

export const CONTACT_LIMIT = { windowMs: 10 * 60 * 1000, limit: 5 } as const;
export const CONTACT_LIMIT_MESSAGE = 'Too many messages. Please try again later.';

export function contactRouter(): Router {
  const router = Router();
  const contactInput = validate({ body: contactSchema });
  // 5 messages per client per 10 minutes, counted by every instance together.
  const limiter = sharedRateLimit('contact', CONTACT_LIMIT, CONTACT_LIMIT_MESSAGE);

  router.post('/', limiter, contactInput, async (_req, res) => {
    await receiveContactMessage(contactInput.input(res).body);
    res.status(201).json({ message: 'Message received' });
  });

  return router;
}
