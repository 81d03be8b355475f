import {
  asksForPage,
  CONTENT_LIST_LEGACY_MAX,
  CONTENT_LIST_PAGE_SIZE,
  guidesQuerySchema,
  slugParamsSchema,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

const notFound = { message: 'Guide not found' };

/** Public guide reads, answered from the read model (published guides only). */
export function guidesRouter(): Router {
  const router = Router();
  const slugInput = validate({ params: slugParamsSchema });
  const listInput = validate({ query: guidesQuerySchema });

  // With page or pageSize: one page of summaries (contract 1.8). Without: the array of full
  // guides remotes built before read, bounded.
  router.get('/', listInput, async (req, res) => {
    const query = listInput.input(res).query;
    const { view, version } = await readModel.current();
    if (!asksForPage(query)) {
      return sendPublicJson(req, res, view.guideList(CONTENT_LIST_LEGACY_MAX), { version });
    }
    const page = view.guidePage(query.page ?? 1, query.pageSize ?? CONTENT_LIST_PAGE_SIZE);
    sendPublicJson(req, res, page, { version });
  });

  router.get('/featured', async (req, res) => {
    const { view, version } = await readModel.current();
    const guide = view.guides.featured;
    if (!guide) return sendPublicJson(req, res, notFound, { version, status: 404 });
    sendPublicJson(req, res, view.guideJson(guide), { version });
  });

  router.get('/popular', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, readModel.popularGuides(view), { version });
  });

  // Opening a guide counts a view (each time, cached answer or not): "popular" ranks by views.
  router.get('/slug/:slug', slugInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const guide = view.guides.bySlug.get(slugInput.input(res).params.slug);
    if (!guide) return sendPublicJson(req, res, notFound, { version, status: 404 });
    const countView = () => readModel.countGuideView(guide.record);
    countView();
    sendPublicJson(req, res, guide.json(), { version: readModel.version, onServe: countView });
  });

  return router;
}
