import { outboundQuerySchema, slugSchema } from '@sweepscout/shared';
import { Router, type Request, type Response } from 'express';
import path from 'node:path';
import { validate } from '../../http/validate';
import { OutboundClickModel } from './click.model';
import { resultWithin } from '../../db/availability';
import { logger } from '../../log/logger';
import type { PublicView } from '../../readModel/publicView';
import { readModel } from '../../readModel/readModel';
import { stateLensOf } from '../states/lens';
import { refuseInformationOnly } from './informationOnly';
import { loadShellTemplate, renderDocument } from '../../site/document';
import { refuseWithPage } from '../../site/plainPage';
import { OUTBOUND_LIMIT, recordWithinLimit, VIEW_WAIT_MS } from './limits';

const PAGE_MAX_LENGTH = 300;

export { OUTBOUND_LIMIT };

/**
 * The referring page of a click: the path of a same-site Referer, without its query string or
 * fragment (those could carry what a visitor typed). Other sites and a missing header give ''.
 */
export function referringPage(req: Request): string {
  const referer = req.get('referer');
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.host !== req.get('host')) return '';
    return url.pathname.slice(0, PAGE_MAX_LENGTH);
  } catch {
    return '';
  }
}

/**
 * The public view a click is answered from: the current one, or the one in memory when the
 * current one cannot be had within VIEW_WAIT_MS or its rebuild fails (the database not answering).
 * Only a server that has never built a view waits for its first.
 */
async function viewForClick(): Promise<PublicView> {
  const inMemory = readModel.latestView;
  if (!inMemory) return (await readModel.current()).view;
  const current = readModel.current().then(
    ({ view }) => view,
    (error: unknown) => {
      logger.warn({ err: error }, 'outbound click answered from the view in memory');
      return inMemory;
    },
  );
  return resultWithin(current, VIEW_WAIT_MS, inMemory);
}

/** The site's not-found page (the shell shows '404 Page Not Found') with an honest 404 status. */
function sendNotFoundPage(res: Response, siteRoot: string, pathname: string): void {
  const template = loadShellTemplate(path.join(siteRoot, 'shell', 'dist', 'index.html'));
  res.status(404).set('Cache-Control', 'no-store');
  if (template === null) {
    res.type('text/plain').send('404 Page Not Found');
    return;
  }
  res.type('html').send(renderDocument(pathname, template));
}

/**
 * GET /go/:slug?from=<placement>: the tracked outbound link (how the site earns). It
 * records the click (casino, placement, referring page, time; nothing about the visitor) and
 * answers 302 to the casino's website. An unknown casino gets the not-found page; a visitor in
 * an information-only state gets 451 (informationOnly.ts).
 */
export function outboundRouter(options: { siteRoot: string }): Router {
  const router = Router();
  const queryInput = validate({ query: outboundQuerySchema }, refuseWithPage);

  router.get('/go/:slug', queryInput, async (req, res) => {
    const slug = slugSchema.safeParse(req.params.slug);
    // From the read model: no database scan per click, and a draft or scheduled casino's website
    // is not reachable before the casino itself is.
    const view = await viewForClick();
    const casino = slug.success ? (view.casinos.bySlug.get(slug.data)?.record ?? null) : null;
    if (!casino) {
      sendNotFoundPage(res, options.siteRoot, req.path);
      return;
    }
    const lens = stateLensOf(req, view);
    if (lens?.state.informationOnly) {
      const { from } = queryInput.input(res).query;
      await refuseInformationOnly(req, res, casino, lens.state, from, referringPage(req));
      return;
    }
    await recordWithinLimit(
      req,
      () =>
        OutboundClickModel.create({
          casinoId: casino._id,
          slug: casino.slug,
          placement: queryInput.input(res).query.from,
          page: referringPage(req),
        }),
      { slug: casino.slug, kind: 'outbound click' },
    );
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    res.redirect(302, casino.websiteUrl);
  });

  return router;
}
