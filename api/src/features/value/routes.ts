import { coinValueQuerySchema, valueCasinosQuerySchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { coinValueResult, typedCasino, valueSummaryPage } from '../../readModel/valueViews';

/** Public value reads (the tracker and the calculator), answered from the read model. */
export function valueRouter(): Router {
  const router = Router();
  const calculatorInput = validate({ query: coinValueQuerySchema });
  const listInput = validate({ query: valueCasinosQuerySchema });

  // One page of the visible casinos with value data (by name, or best rated first): each one's
  // daily offer and reset time, and the day's SC over all of them.
  router.get('/casinos', listInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const page = valueSummaryPage(view.casinos.ranked, listInput.input(res).query);
    sendPublicJson(req, res, page, { version });
  });

  // What an amount (at most $500) buys at each asked casino: ?casinos=a,b&spend=20.
  router.get('/calculator', calculatorInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const bySlug = (slug: string) => view.casinos.bySlug.get(slug)?.record;
    const answer = coinValueResult(calculatorInput.input(res).query, bySlug, (typed) =>
      typedCasino(view.casinos.ranked, typed, bySlug),
    );
    sendPublicJson(req, res, answer, { version });
  });

  return router;
}
