import { pageParamsSchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';

export function pagesRouter(): Router {
  const router = Router();
  const pageInput = validate({ params: pageParamsSchema });

  router.get('/:page', pageInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const page = view.pages.get(pageInput.input(res).params.page);
    if (!page)
      return sendPublicJson(req, res, { message: 'Page not found' }, { version, status: 404 });
    sendPublicJson(req, res, page, { version });
  });

  return router;
}
