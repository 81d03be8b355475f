import { coinValueQuerySchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { coinValueResult, valueSummaries } from '../../readModel/valueViews';

/** Public value reads (the tracker and the calculator), answered from the read model. */
export function valueRouter(): Router {
  const router = Router();
  const calculatorInput = validate({ query: coinValueQuerySchema });

  // Every visible casino with value data, by name: its daily offer and reset time.
  router.get('/casinos', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, valueSummaries(view.casinos.ranked), { version });
  });

  // What an amount (at most $500) buys at each asked casino: ?casinos=a,b&spend=20.
  router.get('/calculator', calculatorInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const answer = coinValueResult(
      calculatorInput.input(res).query,
      (slug) => view.casinos.bySlug.get(slug)?.record,
    );
    sendPublicJson(req, res, answer, { version });
  });

  return router;
}
