import { pageParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { PageContentModel, toPageContentJson, type PageContentRecord } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

export function pagesRouter(): Router {
  const router = Router();
  const pageInput = validate({ params: pageParamsSchema });

  router.get('/:page', pageInput, async (_req, res) => {
    const page = await PageContentModel.findOne({
      ...publiclyVisibleFilter(),
      page: pageInput.input(res).params.page,
    }).lean<PageContentRecord>();
    if (!page) return sendNotFound(res, 'Page');
    res.json(toPageContentJson(page));
  });

  return router;
}
