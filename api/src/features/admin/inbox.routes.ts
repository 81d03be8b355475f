import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contactMessageUpdateSchema, idParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import {
  ContactMessageModel,
  toContactMessageJson,
  type ContactMessageRecord,
} from '../contact/model';
import {
  NewsletterSubscriptionModel,
  toSubscriberJson,
  type NewsletterSubscriptionRecord,
} from '../newsletter/model';
import { unsubscribeUrl } from '../newsletter/unsubscribe';
import { siteOrigin } from '../seo/origin';
import { deleted, idInput } from './http';
import { findListPage, listInput } from './listQuery';
import { listRulesOf } from './listRules';

/** The messages table: newest first; searched by sender, address and subject. */
export const MESSAGE_LIST_RULES = listRulesOf('messages', {
  search: ['name', 'email', 'subject'],
  sorts: {
    received: 'createdAt',
    from: 'name',
    subject: 'subject',
    category: 'category',
    status: 'read',
  },
  defaultSort: { createdAt: -1, _id: -1 },
});

/** The subscribers table: newest first; searched by address. */
export const SUBSCRIBER_LIST_RULES = listRulesOf('subscribers', {
  search: ['email'],
  sorts: { email: 'email', subscribed: 'createdAt' },
  defaultSort: { createdAt: -1, _id: -1 },
});

/** Contact messages: list (newest first), open, mark read/unread, delete. */
export function messagesAdminRouter(): Router {
  const router = Router();
  const byId = idInput();
  const patch = validate({ params: idParamsSchema, body: contactMessageUpdateSchema });

  const list = listInput(MESSAGE_LIST_RULES);

  // Always one page (the first when none is asked for), never the whole inbox: X-Total-Count
  // tells the screen how many there are.
  router.get('/', list, async (_req, res) => {
    const query = list.input(res).query;
    const page = { ...query, page: query.page ?? 1 };
    const messages = await findListPage(res, ContactMessageModel, page, MESSAGE_LIST_RULES);
    res.json((messages as ContactMessageRecord[]).map(toContactMessageJson));
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

const CSV_HEADER = 'email,subscribed_at,unsubscribe_url\r\n';

/** The export's lines, one per subscriber read from a database cursor (newest first). */
async function* subscriberCsv(origin: string): AsyncGenerator<string> {
  yield CSV_HEADER;
  const cursor = NewsletterSubscriptionModel.find()
    .sort(SUBSCRIBER_LIST_RULES.defaultSort)
    .lean<NewsletterSubscriptionRecord[]>()
    .cursor();
  for await (const stored of cursor) {
    const row = toSubscriberJson(stored as NewsletterSubscriptionRecord);
    const link = await unsubscribeUrl(row.email, origin);
    yield `${[row.email, row.createdAt, link].map(csvCell).join(',')}\r\n`;
  }
}

/** Newsletter subscribers: list (one page, newest first) and CSV export. */
export function subscribersAdminRouter(): Router {
  const router = Router();
  const list = listInput(SUBSCRIBER_LIST_RULES);

  router.get('/', list, async (_req, res) => {
    const query = list.input(res).query;
    const page = { ...query, page: query.page ?? 1 };
    const rows = await findListPage(res, NewsletterSubscriptionModel, page, SUBSCRIBER_LIST_RULES);
    res.json((rows as NewsletterSubscriptionRecord[]).map(toSubscriberJson));
  });

  // The export is what a newsletter is sent from: each row carries the subscriber's own signed
  // unsubscribe link, for the mailing tool to put in every issue sent to that address. Written as
  // the cursor reads (with backpressure), so memory stays flat whatever the list's size.
  router.get('/export', async (req, res) => {
    const date = new Date().toISOString().slice(0, 10);
    res.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${date}.csv"`);
    res.type('text/csv; charset=utf-8');
    await pipeline(Readable.from(subscriberCsv(siteOrigin(req))), res);
  });

  return router;
}
