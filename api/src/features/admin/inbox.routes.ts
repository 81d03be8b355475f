import { contactMessageUpdateSchema, idParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import {
  ContactMessageModel,
  NewsletterSubscriptionModel,
  toContactMessageJson,
  toSubscriberJson,
  type ContactMessageRecord,
  type NewsletterSubscriptionRecord,
} from '../../models';
import { unsubscribeUrl } from '../newsletter/unsubscribe';
import { siteOrigin } from '../seo/origin';
import { deleted, idInput } from './http';

/** Contact messages: list (newest first), open, mark read/unread, delete. */
export function messagesAdminRouter(): Router {
  const router = Router();
  const byId = idInput();
  const patch = validate({ params: idParamsSchema, body: contactMessageUpdateSchema });

  router.get('/', async (_req, res) => {
    const messages = await ContactMessageModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .lean<ContactMessageRecord[]>();
    res.json(messages.map(toContactMessageJson));
  });

  router.get('/:id', byId, async (_req, res) => {
    const message = await ContactMessageModel.findById(
      byId.input(res).params.id,
    ).lean<ContactMessageRecord>();
    if (!message) return sendNotFound(res, 'Message');
    res.json(toContactMessageJson(message));
  });

  router.patch('/:id', patch, async (_req, res) => {
    const { params, body } = patch.input(res);
    const message = await ContactMessageModel.findById(params.id);
    if (!message) return sendNotFound(res, 'Message');
    message.read = body.read;
    await message.save();
    res.json(toContactMessageJson(message.toObject() as ContactMessageRecord));
  });

  router.delete('/:id', byId, async (_req, res) => {
    const result = await ContactMessageModel.deleteOne({ _id: byId.input(res).params.id });
    if (!result.deletedCount) return sendNotFound(res, 'Message');
    deleted(res, 'Message');
  });

  return router;
}

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Newsletter subscribers: list (newest first) and CSV export. */
export function subscribersAdminRouter(): Router {
  const router = Router();
  const all = () =>
    NewsletterSubscriptionModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .lean<NewsletterSubscriptionRecord[]>();

  router.get('/', async (_req, res) => {
    res.json((await all()).map(toSubscriberJson));
  });

  // The export is what a newsletter is sent from: each row carries the subscriber's own signed
  // unsubscribe link, for the mailing tool to put in every issue sent to that address.
  router.get('/export', async (req, res) => {
    const rows = (await all()).map(toSubscriberJson);
    const origin = siteOrigin(req);
    const links = await Promise.all(rows.map((r) => unsubscribeUrl(r.email, origin)));
    const lines = [
      'email,subscribed_at,unsubscribe_url',
      ...rows.map((r, i) => [r.email, r.createdAt, links[i]].map(csvCell).join(',')),
    ];
    const date = new Date().toISOString().slice(0, 10);
    res.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${date}.csv"`);
    res.type('text/csv; charset=utf-8').send(`${lines.join('\r\n')}\r\n`);
  });

  return router;
}
