import { formatZodError, type ApiErrorBody } from '@sweepscout/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';

type Part = 'params' | 'query' | 'body';
type Schemas = Partial<Record<Part, z.ZodType>>;
type Output<S extends Schemas, K extends Part> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;
export type Validated<S extends Schemas> = { [K in Part]: Output<S, K> };

export interface ValidateMiddleware<S extends Schemas> extends RequestHandler {
  /** The parsed, typed input of the current request (after this middleware ran). */
  input(res: Response): Validated<S>;
}

const LOCALS_KEY = 'validated';

/** How a bad input is answered (always a 400, and the handler never runs). */
export type Refusal = (req: Request, res: Response, problem: ApiErrorBody) => void;

const refuseWithJson: Refusal = (_req, res, problem) => {
  res.status(400).json(problem);
};

/**
 * Validate params, query and body with the shared zod schemas. A bad input answers 400
 * `{ message, issues }` (or as `refuse` answers it) and never reaches the handler; the parsed
 * values are kept for `input()` (Express 5's req.query is read-only, so they live in res.locals).
 */
export function validate<S extends Schemas>(
  schemas: S,
  refuse: Refusal = refuseWithJson,
): ValidateMiddleware<S> {
  const middleware = ((req: Request, res: Response, next: NextFunction) => {
    const parsed: Record<Part, unknown> = { params: undefined, query: undefined, body: undefined };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part]);
      if (!result.success) {
        refuse(req, res, formatZodError(result.error));
        return;
      }
      parsed[part] = result.data;
    }
    res.locals[LOCALS_KEY] = parsed;
    next();
  }) as ValidateMiddleware<S>;
  middleware.input = (res: Response) => res.locals[LOCALS_KEY] as Validated<S>;
  return middleware;
}
