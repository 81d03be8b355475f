import {
  parseStateCode,
  previewHtmlSchema,
  STATE_PREVIEW_COOKIE,
  statePreviewSchema,
} from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { PREVIEW_LIFETIME_MS, statePreviewIn, statePreviewToken } from '../../http/statePreview';
import { sanitizeContentHtml } from '../../content-html/sanitize';

/**
 * POST /preview/html `{ html }` -> `{ html }`: the live preview shows an unsaved body exactly as
 * the public page would (the same sanitiser the save and the public answers use).
 *
 * POST /preview/state `{ state }`: this browser sees the public site as a visitor from `state`
 * (whatever its own choice or the CDN's region header say) for up to eight hours; `all` ends it.
 * Any signed-in staff member may: it shows only what that state's visitors see. GET /preview/state
 * says whether this browser is in a preview (its cookie is not readable by script), so the screen
 * never tells staff they see their own state while a preview from an earlier visit is on.
 */
export function previewAdminRouter(): Router {
  const router = Router();
  const html = validate({ body: previewHtmlSchema });
  router.post('/html', html, (_req, res) => {
    res.json({ html: sanitizeContentHtml(html.input(res).body.html) });
  });

  router.get('/state', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(statePreviewIn(req.headers.cookie) ?? { state: null });
  });

  const statePreview = validate({ body: statePreviewSchema });
  router.post('/state', statePreview, async (req, res) => {
    // Either a state code or "all" (the schema allows nothing else).
    const code = parseStateCode(statePreview.input(res).body.state);
    const cookie = { path: '/', sameSite: 'strict' as const, secure: req.secure, httpOnly: true };
    res.set('Cache-Control', 'no-store');
    if (!code) {
      res.clearCookie(STATE_PREVIEW_COOKIE, cookie);
      res.json({ state: null });
      return;
    }
    const token = await statePreviewToken(code);
    res.cookie(STATE_PREVIEW_COOKIE, token, { ...cookie, maxAge: PREVIEW_LIFETIME_MS });
    res.json({ state: code, expiresAt: new Date(Date.now() + PREVIEW_LIFETIME_MS).toISOString() });
  });
  return router;
}
