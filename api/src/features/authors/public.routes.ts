import { Router } from 'express';
import { slugParamsSchema } from '@sweepscout/shared';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

const AUTHORS_CACHE = 'public, max-age=60';

/** GET /api/authors (every visible profile, by name) and /api/authors/slug/:slug (with work). */
export function authorsRouter(): Router {
  const router = Router();
  const slugInput = validate({ params: slugParamsSchema });
  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.authors.list, { version, cacheControl: AUTHORS_CACHE });
  });
  router.get('/slug/:slug', slugInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const profile = view.authorProfile(slugInput.input(res).params.slug);
    if (!profile) {
      return sendPublicJson(req, res, { message: 'Author not found' }, { version, status: 404 });
    }
    sendPublicJson(req, res, profile, { version, cacheControl: AUTHORS_CACHE });
  });
  return router;
}
