import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { readModel } from '../../readModel/readModel';

export function faqsRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.faqs, { version });
  });
  return router;
}
