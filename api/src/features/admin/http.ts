import { isDuplicateKeyError } from '../../db/duplicateKey';
import { ConflictError } from '../../domain/errors';
import { escapeRegExp, idParamsSchema } from '@sweepscout/shared';
import type { Response } from 'express';
import { validate } from '../../http/validate';
import { bodyErrorHandler, uploadJsonBody } from '../../http/errors';
import { rejectOperatorKeys } from '../../http/rejectOperators';

/**
 * The body parsers of routes that take images (up to 10 MB): mounted only after the session and
 * permission checks, so that no one unsigned makes the server read a large body.
 */
export const uploadBody = [uploadJsonBody, bodyErrorHandler, rejectOperatorKeys];

/** The `:id` parameter of every admin record route. */
export const idInput = () => validate({ params: idParamsSchema });

export function sendConflict(res: Response, message: string): void {
  res.status(409).json({ message });
}

export function sendBadRequest(res: Response, path: string, message: string): void {
  res.status(400).json({ message: `Invalid ${path}: ${message}`, issues: [{ path, message }] });
}

/** A case-insensitive exact-match filter value for text such as usernames. */
export function exactInsensitive(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`, 'i');
}

/** Run a write; a duplicate-key refusal (a race past the pre-check) is a ConflictError (409). */
export async function withConflict(message: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(message);
    throw error;
  }
}

export const deleted = (res: Response, thing: string): void => {
  res.json({ message: `${thing} deleted` });
};
