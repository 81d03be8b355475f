import type { AdminStats, CasinoClickStats } from '@sweepscout/shared';
import { Router } from 'express';
import type { Types } from 'mongoose';
import { CasinoModel } from '../casinos/model';
import { ContactMessageModel } from '../contact/model';
import { NewsletterSubscriptionModel } from '../newsletter/model';
import { OutboundClickModel } from '../outbound/click.model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clicks per casino since `since` ($match + $group: supported by FerretDB 1.24 and MongoDB). */
async function clicksSince(since: Date): Promise<Map<string, number>> {
  const rows = await OutboundClickModel.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $match: { createdAt: { $gte: since } } },
    { $group: { _id: '$casinoId', count: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [String(r._id), r.count]));
}

/** GET /api/admin/stats: outbound clicks per casino (7 and 30 days), subscribers, unread messages. */
export function statsAdminRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const now = Date.now();
    const [last7, last30, casinos, subscriberCount, unreadMessages] = await Promise.all([
      clicksSince(new Date(now - 7 * DAY_MS)),
      clicksSince(new Date(now - 30 * DAY_MS)),
      CasinoModel.find({}, { name: 1, slug: 1 }).lean<
        { _id: Types.ObjectId; name: string; slug: string }[]
      >(),
      NewsletterSubscriptionModel.countDocuments(),
      ContactMessageModel.countDocuments({ read: { $ne: true } }),
    ]);
    const known = new Set(casinos.map((c) => String(c._id)));
    const clicks: CasinoClickStats[] = casinos.map((c) => ({
      casinoId: String(c._id),
      name: c.name,
      slug: c.slug,
      last7Days: last7.get(String(c._id)) ?? 0,
      last30Days: last30.get(String(c._id)) ?? 0,
    }));
    // Clicks of casinos deleted since still count, under the slug they were recorded with.
    for (const [casinoId, count] of last30) {
      if (known.has(casinoId)) continue;
      const click = await OutboundClickModel.findOne({ casinoId }, { slug: 1 }).lean<{
        slug: string;
      }>();
      const slug = click?.slug ?? casinoId;
      clicks.push({
        casinoId,
        name: slug,
        slug,
        last7Days: last7.get(casinoId) ?? 0,
        last30Days: count,
      });
    }
    clicks.sort(
      (a, b) =>
        b.last30Days - a.last30Days || b.last7Days - a.last7Days || a.name.localeCompare(b.name),
    );
    const stats: AdminStats = {
      clicks,
      clickTotals: {
        last7Days: clicks.reduce((sum, c) => sum + c.last7Days, 0),
        last30Days: clicks.reduce((sum, c) => sum + c.last30Days, 0),
      },
      subscriberCount,
      unreadMessages,
      generatedAt: new Date(now).toISOString(),
    };
    res.json(stats);
  });
  return router;
}
