import { auditQuerySchema, TOTAL_COUNT_HEADER, type AuditEntry } from '@sweepscout/shared';
import { Router } from 'express';
import type { QueryFilter } from 'mongoose';
import { principalOf } from '../../auth';
import { validate } from '../../http/validate';
import { AuditEntryModel, type AuditEntryRecord } from './model';
import { exactInsensitive } from '../admin/http';

function toAuditJson(entry: AuditEntryRecord): AuditEntry {
  return {
    id: String(entry._id),
    at: entry.at.toISOString(),
    actor: entry.actor,
    action: entry.action,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId ?? null,
    clientAddress: entry.clientAddress ?? '',
  };
}

/** GET /api/admin/audit: administrators only, filtered, paged, newest first. */
export function auditAdminRouter(): Router {
  const router = Router();
  const query = validate({ query: auditQuerySchema });

  router.get('/', query, async (_req, res) => {
    if (principalOf(res).role !== 'admin') {
      res.status(403).json({ message: 'Only administrators can read the audit log' });
      return;
    }
    const { page, pageSize, actor, action, type, from, to } = query.input(res).query;
    const filter: QueryFilter<AuditEntryRecord> = {};
    if (actor) filter.actor = exactInsensitive(actor);
    if (action) filter.action = action;
    if (type) filter.recordType = type;
    if (from || to) filter.at = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
    const [total, entries] = await Promise.all([
      AuditEntryModel.countDocuments(filter),
      AuditEntryModel.find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<AuditEntryRecord[]>(),
    ]);
    res.set(TOTAL_COUNT_HEADER, String(total));
    res.json(entries.map(toAuditJson));
  });

  return router;
}
