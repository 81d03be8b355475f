import compression from 'compression';
import express, { Router, type Express, type RequestHandler } from 'express';
import { casinosRouter } from './features/casinos/public.routes';
import { valueRouter } from './features/value/routes';
import { offerFeedsRouter } from './features/value/feeds';
import { contactRouter } from './features/contact/routes';
import { faqsRouter } from './features/faqs/public.routes';
import { gamesRouter } from './features/games/public.routes';
import { guidesRouter } from './features/guides/public.routes';
import { newsletterRouter } from './features/newsletter/routes';
import { pagesRouter } from './features/pages/public.routes';
import { reviewsRouter } from './features/reviews/public.routes';
import { adminRouter } from './features/admin/router';
import {
  apiNotFound,
  bodyErrorHandler,
  finalErrorHandler,
  isUploadRoute,
  jsonBody,
} from './http/errors';
import { isAdminRequest, requireDatabase } from './db/availability';
import { answerWithinDeadline } from './http/deadline';
import { healthRouter } from './http/health';
import { securityHeaders } from './http/securityHeaders';
import { requestLog } from './log/requestLog';
import { loadShellTemplate } from './site/document';
import path from 'node:path';
import type { TrustProxy } from './config';
import { rejectOperatorKeys } from './http/rejectOperators';
import { outboundRouter } from './features/outbound/routes';
import { stateChoiceRouter, statesRouter, visitorRouter } from './features/states/public.routes';
import { legalChangeFeedsRouter } from './features/states/feeds';
import { siteRouter } from './site';
import { BROWSER_RENDERING, type PageRenderer } from './site/pageRenderer';
import { searchRouter } from './features/search/routes';
import { eventsRouter } from './features/events/routes';
import { seoApiRouter, seoSiteRouter } from './features/seo/routes';
import { isEncodedAnswer } from './http/answerCache';
import { installFastPath } from './http/fastPath';
import { isInProcessRequest } from './http/inProcessRequests';
import { surrogateKeys } from './cdn/sharedCaching';
import { feedsRouter } from './features/feeds/routes';
import { ratingMethodRouter } from './features/ratingMethod/routes';
import { authorsRouter } from './features/authors/public.routes';
import { headToHeadRouter } from './features/headToHead/public.routes';

export interface AppOptions {
  /** Repository root holding shell/dist and mf-<name>/dist. */
  siteRoot: string;
  /** Data folder: files uploaded before media moved to the database, served from <dataDir>/uploads. */
  dataDir: string;
  /** TRUST_PROXY: which proxies' X-Forwarded-* to believe (client addresses for limits). */
  trustProxy?: TrustProxy;
  /**
   * Renders pages on the server (the page-server package passes one in); without it every page
   * is the shell's document, rendered in the browser.
   */
  pageRenderer?: PageRenderer;
}

function publicApi(): Router {
  const api = Router();
  api.use('/casinos', casinosRouter());
  api.use('/value', valueRouter());
  api.use('/reviews', reviewsRouter());
  api.use('/guides', guidesRouter());
  api.use('/faqs', faqsRouter());
  api.use('/games', gamesRouter());
  api.use('/pages', pagesRouter());
  api.use('/newsletter', newsletterRouter());
  api.use('/contact', contactRouter());
  api.use('/search', searchRouter());
  api.use('/events', eventsRouter());
  api.use('/seo', seoApiRouter());
  api.use('/states', statesRouter());
  api.use('/visitor', visitorRouter());
  api.use('/rating-method', ratingMethodRouter());
  api.use('/authors', authorsRouter());
  api.use('/head-to-head', headToHeadRouter());
  return api;
}

/**
 * A middleware for the answers that leave the process: a server-rendered page's own reads
 * (answered in process) reach no browser and ask for no encoding, so they skip the security
 * headers and the compression (its hook on writeHead set each header of every read again, one
 * by one: with the security headers, about 1 % of a page for a new query).
 */
function forVisitorsOnly(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (isInProcessRequest(req) ? next() : middleware(req, res, next));
}

/** The whole site as an Express app (no listening: the server and the tests both use it). */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(requestLog());
  app.use(
    forVisitorsOnly(
      securityHeaders(() =>
        loadShellTemplate(path.join(options.siteRoot, 'shell', 'dist', 'index.html')),
      ),
    ),
  );
  app.use(healthRouter());
  // Cached public answers carry their own compressed bytes (http/answerWriter.ts).
  app.use(
    forVisitorsOnly(
      compression({ filter: (req, res) => !isEncodedAnswer(res) && compression.filter(req, res) }),
    ),
  );
  // The keys a CDN files each public answer under (cdn/surrogateKeys.ts).
  app.use(surrogateKeys());

  app.use(
    '/api',
    requireDatabase,
    answerWithinDeadline(isAdminRequest),
    // Upload routes read their larger bodies only after the session and permission checks.
    ((req, res, next) =>
      isUploadRoute(req) ? next() : jsonBody(req, res, next)) as RequestHandler,
    bodyErrorHandler,
    rejectOperatorKeys,
    Router().use('/admin', adminRouter()),
    publicApi(),
    apiNotFound,
  );
  app.use(outboundRouter({ siteRoot: options.siteRoot }));
  app.use(stateChoiceRouter());
  app.use(legalChangeFeedsRouter());
  app.use(seoSiteRouter());
  app.use(feedsRouter());
  app.use(offerFeedsRouter());
  app.use(siteRouter({ ...options, renderer: options.pageRenderer ?? BROWSER_RENDERING }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(finalErrorHandler);
  installFastPath(app);
  return app;
}
