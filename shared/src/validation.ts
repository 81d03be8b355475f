import type { z } from 'zod';
import type { ApiErrorBody } from './schemas/common';

/** Turn a zod error into the API's 400 body: one readable message plus the issue list. */
export function formatZodError(error: z.ZodError): ApiErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `Invalid ${first.path}: ${first.message}`
      : first.message
    : 'Invalid input';
  return { message, issues };
}
