import type { Response } from 'express';
import { AuthorModel } from '../../models';
import { changeNoteUpdate } from '../../models/trustFields';
import { sendBadRequest } from './http';

interface ArticleTrustInput {
  authorId?: string | null;
  factCheckerId?: string | null;
  changeNote?: string | null;
  status?: string;
}

/** A review's or guide's author and fact-checker must be existing profiles: 400 otherwise. */
export async function requireAuthors(res: Response, input: ArticleTrustInput): Promise<boolean> {
  for (const field of ['authorId', 'factCheckerId'] as const) {
    const id = input[field];
    if (id && !(await AuthorModel.exists({ _id: id }))) {
      sendBadRequest(res, field, 'No author with this id exists');
      return false;
    }
  }
  return true;
}

/**
 * The trust fields a review or guide save sets: author and fact-checker when the input names them
 * (an older client's save leaves them), and the change note it publishes.
 */
export function articleTrustOf(
  existing: { get(path: string): unknown } | undefined,
  input: ArticleTrustInput,
) {
  return {
    ...(input.authorId !== undefined ? { authorId: input.authorId } : {}),
    ...(input.factCheckerId !== undefined ? { factCheckerId: input.factCheckerId } : {}),
    ...changeNoteUpdate(existing, input),
  };
}
