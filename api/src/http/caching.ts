import type { NextFunction, Request, Response } from 'express';

/**
 * Public caching for list answers (spec: casinos cached 60 seconds). Express adds the ETag of the
 * JSON body and answers 304 to a matching If-None-Match.
 */
export const publicCache =
  (seconds: number) =>
  (_req: Request, res: Response, next: NextFunction): void => {
    res.set('Cache-Control', `public, max-age=${seconds}`);
    next();
  };
