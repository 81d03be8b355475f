import { newsletterSchema } from '@sweepscout/shared';
import express, { Router, type Request } from 'express';
import { isDuplicateKeyError } from '../../db/duplicateKey';
import { validate } from '../../http/validate';
import { sharedRateLimit } from '../../limits/sharedRateLimit';
import { NewsletterSubscriptionModel } from './model';
import { escapeHtml } from '../seo/render';
import { plainPage } from '../../site/plainPage';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe';

/** Sign-ups per client (shared by every instance). */
export const NEWSLETTER_LIMIT = { windowMs: 60 * 60 * 1000, limit: 10 } as const;
export const NEWSLETTER_LIMIT_MESSAGE = 'Too many sign-ups. Please try again later.';

/**
 * Stores a valid (schema-parsed) address once. The same outcome whether it is new or already
 * subscribed: the form cannot be used to find out who subscribed.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  try {
    // A plain insert: the unique index keeps one row per address. (A filtered upsert would make
    // the embedded database scan every subscription on each sign-up.)
    await NewsletterSubscriptionModel.create({ email });
  } catch (error) {
    // Already subscribed, or two requests raced: either way the address is stored once.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

const SUBSCRIBED = 'Successfully subscribed';
const UNSUBSCRIBED = 'You have been unsubscribed from the SweepScout newsletter.';
const BAD_LINK = 'This unsubscribe link is not valid.';

function tokenOf(req: Request): unknown {
  return (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;
}

// Every answer a reader lands on from an email leads on to the site (the bad-link page's words).
const page = (text: string, form = '') =>
  plainPage(
    'Newsletter',
    `<h1>SweepScout newsletter</h1>\n<p>${text}</p>${form}\n<p><a href="/">Go to the SweepScout home page</a></p>`,
  );

export function newsletterRouter(): Router {
  const router = Router();
  const subscribeInput = validate({ body: newsletterSchema });
  const throttle = sharedRateLimit('newsletter', NEWSLETTER_LIMIT, NEWSLETTER_LIMIT_MESSAGE);

  // The schema lower-cases the email, so a repeat in any case is found.
  router.post('/subscribe', throttle, subscribeInput, async (_req, res) => {
    await subscribeToNewsletter(subscribeInput.input(res).body.email);
    res.status(201).json({ message: SUBSCRIBED });
  });

  // The signed link of every newsletter: GET shows a confirmation button (mail scanners follow
  // links, so GET changes nothing), POST (the button, JSON or one-click List-Unsubscribe-Post)
  // removes the address. An address already removed gets the same answer.
  router.get('/unsubscribe', async (req, res) => {
    const email = await verifyUnsubscribeToken(req.query.token);
    res.set('Cache-Control', 'no-store').type('html');
    if (!email) {
      res.status(400).send(page(BAD_LINK));
      return;
    }
    // The form posts the token issued for this address (the one just checked, character for
    // character), never the text of the request; escaped all the same.
    const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(email))}`;
    res.send(
      page(
        'Stop receiving the SweepScout newsletter?',
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });
  router.post(
    '/unsubscribe',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const email = await verifyUnsubscribeToken(tokenOf(req));
      if (!email) {
        res.status(400).json({ message: BAD_LINK });
        return;
      }
      await NewsletterSubscriptionModel.deleteOne({ email });
      if (req.is('application/json')) res.json({ message: UNSUBSCRIBED });
      else res.type('html').send(page(UNSUBSCRIBED));
    },
  );

  return router;
}
