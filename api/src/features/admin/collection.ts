import { idParamsSchema, type Permission, type PublicationStatusValue } from '@sweepscout/shared';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { HydratedDocument, Model, QueryFilter } from 'mongoose';
import type { z } from 'zod';
import { principalOf, requirePermission, type AdminPrincipal } from '../../auth';
import { ConflictError } from '../../domain/errors';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import {
  checkVersion,
  publicationOf,
  recordSave,
  statusOf,
  type EditorialDocument,
} from './editorial';
import { editorialRoutes, type EditorialRoutesOptions } from './editorialRoutes';
import { withConflict } from './http';

/** What every editorial input carries: its publication, and the version the editor read. */
export interface EditorialInput {
  status: PublicationStatusValue;
  publishAt: Date | null;
  updatedAt?: string;
}

/**
 * One editorial collection (casinos, reviews, guides...), declared once: where the admin API
 * serves it and who may write it, its input schema, its list rules, its JSON, and what a save
 * checks and stores. `collectionRouter` makes its whole admin API from this: list, read, create,
 * update, bulk actions, revisions and delete, each through the editorial workflow (version check,
 * revision, audit). Its rules refuse by throwing a DomainError (ConflictError,
 * InvalidReferenceError), which the API answers in one place; none of them writes a response.
 */
export interface EditorialCollection<
  T,
  Input extends EditorialInput,
> extends EditorialRoutesOptions<T> {
  /** Under /api/admin, e.g. '/faqs'. */
  path: `/${string}`;
  /** Needed to write (any signed-in staff member may read). */
  permission: Permission;
  /** The create and update body, from the contract. */
  inputSchema: z.ZodType<Input>;
  /** Body parsers of its own, before validation (large image uploads). */
  bodyParsers?: (RequestHandler | ErrorRequestHandler)[];
  /** Routes of its own, served before the shared ones (e.g. a picker's options). */
  ownRoutes?: (router: Router) => void;
  /** Refusals the stored data decides (a taken key, a reference to nothing): throws. */
  verify?(input: Input, existing: HydratedDocument<T> | undefined): Promise<void>;
  /** The conflict's message when a unique index refuses the write (a race past `verify`). */
  duplicate?(input: Input): string;
  /** The stored fields of a valid input, besides its publication (status, publishAt). */
  fields(
    input: Input,
    existing: HydratedDocument<T> | undefined,
    editor: AdminPrincipal | null,
  ): object | Promise<object>;
}

/** Refuses the save (409 `message`) when another stored record already holds this key. */
export async function refuseTaken<T>(
  model: Model<T>,
  key: Record<string, unknown>,
  existing: { _id: unknown } | undefined,
  message: string,
): Promise<void> {
  const others = existing ? { ...key, _id: { $ne: existing._id } } : key;
  if (await model.exists(others as QueryFilter<T>)) {
    throw new ConflictError(message);
  }
}

/** A collection as declared: the types checked against each other (`defineCollection(...)`). */
export function defineCollection<T, Input extends EditorialInput>(
  collection: EditorialCollection<T, Input>,
): EditorialCollection<T, Input> {
  return collection;
}

/**
 * The save of one record (create when `existing` is absent): refused with a DomainError when the
 * editor's version is stale or the collection's rules say no; else stored, with its revision and
 * audit entry. Returns the saved document.
 */
export async function saveRecord<T, Input extends EditorialInput>(
  collection: EditorialCollection<T, Input>,
  req: Request,
  input: Input,
  existing?: HydratedDocument<T>,
): Promise<HydratedDocument<T>> {
  const asEditorial = existing as EditorialDocument | undefined;
  if (asEditorial) await checkVersion(collection, asEditorial, input.updatedAt);
  // Read before the document changes: it decides which action the audit log records.
  const statusBefore = statusOf(asEditorial);
  await collection.verify?.(input, existing);
  const editor = req.res ? principalOf(req.res) : null;
  const fields = await collection.fields(input, existing, editor);
  const doc = existing ?? new collection.model();
  const write = async () => {
    doc.set({ ...fields, ...publicationOf(input) });
    await doc.save();
  };
  await (collection.duplicate ? withConflict(collection.duplicate(input), write) : write());
  await recordSave(req, collection.recordType, doc as EditorialDocument, statusBefore);
  return doc;
}

/** The collection's whole admin API (mounted at its `path` by the admin router). */
export function collectionRouter<T, Input extends EditorialInput>(
  collection: EditorialCollection<T, Input>,
): Router {
  const router = Router();
  const create = validate({ body: collection.inputSchema });
  const update = validate({ params: idParamsSchema, body: collection.inputSchema });
  const json = async (doc: HydratedDocument<T>) =>
    (await collection.toJson([doc.toObject() as T]))[0];

  router.use(requirePermission(collection.permission), ...(collection.bodyParsers ?? []));
  collection.ownRoutes?.(router);
  router.post('/', create, async (req, res) => {
    const doc = await saveRecord(collection, req, create.input(res).body as Input);
    res.status(201).json(await json(doc));
  });
  router.put('/:id', update, async (req, res) => {
    const { params, body } = update.input(res);
    const existing = await collection.model.findById(params.id);
    if (!existing) return sendNotFound(res, collection.thing);
    const doc = await saveRecord(collection, req, body as Input, existing);
    res.json(await json(doc));
  });
  router.use(editorialRoutes(collection));
  return router;
}
