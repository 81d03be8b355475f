import { Router } from 'express';
import type { Model } from 'mongoose';
import { sendNotFound } from '../../http/notFound';
import { revisionRoutes } from '../revisions';
import { bulkRoute, plainRemove, sendRemoval, type RemoveRecord } from './bulk';
import type { EditorialDocument, EditorialResource } from './editorial';
import { idInput } from './http';
import { findListPage, listInput, type ListRules } from './listQuery';

export interface EditorialRoutesOptions<T> {
  recordType: string;
  /** Lower-case noun for messages, e.g. 'casino'. */
  noun: string;
  /** Capitalised name in answers, e.g. 'Casino deleted', 'FAQ not found'. */
  thing: string;
  // Every content model is a mongoose Model of its stored record.
  model: Model<T>;
  rules: ListRules;
  /** Admin JSON of stored records (one call per list page, so lookups can be batched). */
  toJson(stored: T[]): Promise<object[]> | object[];
  /** Delete with the record's own rules; a plain delete when absent. */
  remove?: RemoveRecord;
  /** The records carry public change notes (a bulk publish may add one to each). */
  changeNotes?: boolean;
}

/** The resource the shared editorial helpers (version check, revisions, bulk) work on. */
export function editorialResource<T>(options: EditorialRoutesOptions<T>): EditorialResource {
  const { recordType, noun, model, toJson } = options;
  return {
    recordType,
    noun,
    changeNotes: options.changeNotes ?? false,
    findById: async (id) => model.findById(id) as Promise<EditorialDocument | null>,
    toJson: async (doc) => (await toJson([doc.toObject() as T]))[0],
  };
}

/**
 * The routes of a content record that need no input schema: GET / (paged, sorted, searched,
 * filtered), GET /:id (the record as now saved, for a reload after a 409), POST /bulk, the
 * revision routes and DELETE /:id. `collectionRouter` (collection.ts) adds create and update.
 */
export function editorialRoutes<T>(options: EditorialRoutesOptions<T>): Router {
  const router = Router();
  const resource = editorialResource(options);
  const remove = options.remove ?? plainRemove(options.model, options.recordType, options.thing);
  const list = listInput(options.rules);
  const byId = idInput();

  router.get('/', list, async (_req, res) => {
    const records = await findListPage(res, options.model, list.input(res).query, options.rules);
    res.json(await options.toJson(records));
  });
  router.get('/:id', byId, async (_req, res) => {
    const doc = await resource.findById(byId.input(res).params.id);
    if (!doc) return sendNotFound(res, options.thing);
    res.json(await resource.toJson(doc));
  });
  router.post('/bulk', ...bulkRoute(resource, remove));
  router.use(revisionRoutes(resource));
  router.delete('/:id', byId, async (req, res) => {
    await sendRemoval(res, await remove(req, byId.input(res).params.id), options.thing);
  });
  return router;
}
