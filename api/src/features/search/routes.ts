import { searchQuerySchema } from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { readModel } from '../../readModel/readModel';
import { stateLensOf } from '../states/lens';

/**
 * GET /api/search?q=&limit=: the header search. The text is validated
 * (2 to 80 characters), matched literally (no regular expression) and without regard to case
 * against casino names and review and guide titles in the read model; each kind answers at most
 * `limit` (default 8, at most 20) results, best rated casinos and newest articles first.
 */
export function searchRouter(): Router {
  const router = Router();
  const input = validate({ query: searchQuerySchema });
  router.get('/', input, async (req, res) => {
    const { q, limit } = input.input(res).query;
    const { view, version } = await readModel.current();
    const lens = stateLensOf(req, view);
    // With a chosen state, only the casinos available there (each test O(1)).
    const found = view.search(q, limit, lens ? (casino) => lens.allows(casino) : null);
    sendPublicJson(req, res, found, {
      version,
      cacheControl: 'public, max-age=30',
    });
  });
  return router;
}
