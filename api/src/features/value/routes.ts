import { coinValueQuerySchema, valueCasinosQuerySchema } from '@sweepscout/shared';
import { Router, type Request } from 'express';
import type { CasinoRecord } from '../casinos/model';
import type { PublicView } from '../../readModel/publicView';
import { stateLensOf } from '../states/lens';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { coinValueResult, typedCasino, valueSummaryPage } from './projection';

/** The visible casinos, best rated first, that take players in the visitor's chosen state. */
function casinosShown(req: Request, view: PublicView): readonly CasinoRecord[] {
  const lens = stateLensOf(req, view);
  return lens ? lens.only(view.casinos.ranked) : view.casinos.ranked;
}

/** Public value reads (the tracker and the calculator), answered from the read model. */
export function valueRouter(): Router {
  const router = Router();
  const calculatorInput = validate({ query: coinValueQuerySchema });
  const listInput = validate({ query: valueCasinosQuerySchema });

  // One page of the visible casinos with value data (by name, or best rated first): each one's
  // daily offer and reset time, and the day's SC over all of them.
  router.get('/casinos', listInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const page = valueSummaryPage(casinosShown(req, view), listInput.input(res).query);
    sendPublicJson(req, res, page, { version });
  });

  // What an amount (at most $500) buys at each asked casino: ?casinos=a,b&spend=20.
  router.get('/calculator', calculatorInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const lens = stateLensOf(req, view);
    const bySlug = (slug: string) => {
      const record = view.casinos.bySlug.get(slug)?.record;
      return record && (!lens || lens.allows(record)) ? record : undefined;
    };
    const answer = coinValueResult(calculatorInput.input(res).query, bySlug, (typed) =>
      typedCasino(casinosShown(req, view), typed, bySlug),
    );
    sendPublicJson(req, res, answer, { version });
  });

  return router;
}
