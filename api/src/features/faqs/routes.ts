import { Router } from 'express';
import { FaqModel, toFaqJson, type FaqRecord } from '../../models';
import { publiclyVisibleFilter } from '../../models/publication';

export function faqsRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const faqs = await FaqModel.find(publiclyVisibleFilter())
      .sort({ order: 1, _id: 1 })
      .lean<FaqRecord[]>();
    res.json(faqs.map(toFaqJson));
  });
  return router;
}
