import { newsletterSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { NewsletterSubscriptionModel } from '../../models';

const DUPLICATE_KEY = 11000;

function isDuplicateKey(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === DUPLICATE_KEY
  );
}

export function newsletterRouter(): Router {
  const router = Router();
  const subscribeInput = validate({ body: newsletterSchema });

  // The schema lower-cases the email, so a repeat in any case finds the stored one.
  router.post('/subscribe', subscribeInput, async (_req, res) => {
    const { email } = subscribeInput.input(res).body;
    const alreadySubscribed = () => res.status(200).json({ message: "You're already subscribed" });
    if (await NewsletterSubscriptionModel.exists({ email })) return alreadySubscribed();
    try {
      await NewsletterSubscriptionModel.create({ email });
    } catch (error) {
      // Two requests raced: the unique index kept one.
      if (isDuplicateKey(error)) return alreadySubscribed();
      throw error;
    }
    res.status(201).json({ message: 'Successfully subscribed' });
  });

  return router;
}
