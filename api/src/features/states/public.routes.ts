import {
  ALL_STATES,
  STATE_CHOICE_PATH,
  STATE_COOKIE,
  stateChoiceQuerySchema,
  stateSlugParamsSchema,
} from '@sweepscout/shared';
import { Router } from 'express';
import { sendPublicJson } from '../../http/answerCache';
import { validate } from '../../http/validate';
import { visitorStateOf } from '../../http/visitorState';
import { readModel } from '../../readModel/readModel';
import { refuseWithPage } from '../../site/plainPage';
import { isSameOriginPost } from '../../site/sameOrigin';

const STATES_CACHE = 'public, max-age=60';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Public state reads from the read model: every state with its effective status (computed for
 * the moment the view was made; the view is made again when a scheduled status comes into force)
 * and the casinos available in one state.
 */
export function statesRouter(): Router {
  const router = Router();
  const slugInput = validate({ params: stateSlugParamsSchema });

  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    sendPublicJson(req, res, view.states.list, { version, cacheControl: STATES_CACHE });
  });

  router.get('/:slug', slugInput, async (req, res) => {
    const { view, version } = await readModel.current();
    const state = view.states.bySlug.get(slugInput.input(res).params.slug);
    if (!state) {
      return sendPublicJson(req, res, { message: 'State not found' }, { version, status: 404 });
    }
    const lens = view.states.lens(state.code);
    const casinos = (lens ? lens.only(view.casinos.ranked) : []).map((record) => ({
      id: String(record._id),
      name: record.name,
      slug: record.slug,
      rating: record.rating,
      logoUrl: record.logoUrl ?? null,
    }));
    sendPublicJson(req, res, { ...state, casinos }, { version, cacheControl: STATES_CACHE });
  });

  return router;
}

/** GET /api/visitor: the visitor's state as the server read it (the header selector shows it). */
export function visitorRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { view, version } = await readModel.current();
    const input = visitorStateOf(req);
    sendPublicJson(req, res, view.states.visitor(input.code, input.source), {
      version,
      cacheControl: 'private, no-cache',
    });
  });
  return router;
}

const THIS_SITE = 'http://this-site.invalid';

/**
 * A path on this site to go back to ('/compare?sort=x'), else the home page. Read as the browser
 * would read it (tabs and newlines dropped, backslashes as slashes), so that nothing that leads
 * to another host (`//evil.example`, `/\\evil.example`, `/\t/evil.example`) passes.
 */
function backPath(back: string | undefined): string {
  if (!back?.startsWith('/')) return '/';
  try {
    const url = new URL(back, THIS_SITE);
    return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * GET /choose-state?state=NJ&back=/compare: the header selector's GET form. Sets (or, for
 * "all", clears) the first-party `state` cookie and sends the visitor back to the page they were
 * on, which the server then renders for that state. Only from this site's own pages.
 */
export function stateChoiceRouter(): Router {
  const router = Router();
  const input = validate({ query: stateChoiceQuerySchema }, refuseWithPage);
  router.get(STATE_CHOICE_PATH, input, (req, res) => {
    if (!isSameOriginPost(req)) {
      res.status(403).type('text/plain').send('The state can only be chosen on this site.');
      return;
    }
    const { state, back } = input.input(res).query;
    const cookie = { path: '/', sameSite: 'lax' as const, secure: req.secure, httpOnly: true };
    if (state === '' || state === ALL_STATES.toUpperCase()) res.clearCookie(STATE_COOKIE, cookie);
    else res.cookie(STATE_COOKIE, state, { ...cookie, maxAge: ONE_YEAR_MS });
    res.set('Cache-Control', 'no-store');
    res.redirect(303, backPath(back));
  });
  return router;
}
