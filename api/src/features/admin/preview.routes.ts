import { previewHtmlSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { sanitizeContentHtml } from '../../content-html/sanitize';

/**
 * POST /preview/html `{ html }` -> `{ html }`: the live preview shows an unsaved body exactly as
 * the public page would (the same sanitiser the save and the public answers use).
 */
export function previewAdminRouter(): Router {
  const router = Router();
  const input = validate({ body: previewHtmlSchema });
  router.post('/html', input, (_req, res) => {
    res.json({ html: sanitizeContentHtml(input.input(res).body.html) });
  });
  return router;
}
