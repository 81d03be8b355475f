import { contactSchema, newsletterSchema } from '@sweepscout/shared';
import type { EchoedForm, FormEcho } from '@sweepscout/kit';
import express, { Router, type Request, type Response } from 'express';
import path from 'node:path';
import type { z } from 'zod';
import { receiveContactMessage } from '../features/contact/receive';
import { CONTACT_LIMIT, CONTACT_LIMIT_MESSAGE } from '../features/contact/routes';
import {
  NEWSLETTER_LIMIT,
  NEWSLETTER_LIMIT_MESSAGE,
  subscribeToNewsletter,
} from '../features/newsletter/routes';
import { API_ANSWER_DEADLINE_MS, answerWithinDeadline } from '../http/deadline';
import { sharedRateLimit } from '../limits/sharedRateLimit';
import { logger } from '../log/logger';
import { loadShellTemplate, renderPage } from './document';
import { isSameOriginPost } from './sameOrigin';
import { NOT_BUILT_MESSAGE } from './shell';
import { renderInProcess, type PageRenderer } from './pageRenderer';

/** Where each form's result is shown after Post/Redirect/Get (no personal data in the URL). */
export const FORM_DONE_URLS = {
  newsletter: '/?newsletter=subscribed#newsletter',
  contact: '/contact?sent=1#contact-form-title',
} as const;

export const CROSS_SITE_MESSAGE = 'This form can only be sent from SweepScout.';

const FIELDS: Record<EchoedForm, readonly string[]> = {
  newsletter: ['email'],
  contact: ['name', 'email', 'category', 'subject', 'message'],
};

const readForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

/** The form's own fields as typed (strings only: anything else is dropped). */
function typedValues(req: Request, form: EchoedForm): Record<string, string> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of FIELDS[form]) {
    const value = body[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The schema's first message for each field, as the browser's form shows it. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The newsletter and contact forms posted to their own page without script (or before the
 * page's script ran): validated with the contract's schemas and the same shared rate limits as
 * the API, then Post/Redirect/Get to the page that shows the result. A refused post re-renders
 * the page it came from (never cached) with the messages beside the fields and the values kept.
 */
export function formsRouter(siteRoot: string, renderer: PageRenderer): Router {
  const router = Router();
  const indexFile = path.join(siteRoot, 'shell', 'dist', 'index.html');

  async function answerWithPage(req: Request, res: Response, status: number, echo: FormEcho) {
    // Answered already: by the deadline, or by the post itself while the deadline's page rendered.
    if (res.headersSent) return;
    res.set('Cache-Control', 'no-store');
    const template = loadShellTemplate(indexFile);
    if (template === null) {
      res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    // Refused, perhaps at the deadline because the database does not answer: the page's head is
    // the one in memory. Waiting for the read model to catch up with a write (a rebuild reads the
    // database) kept a refused post up to the database's socket timeout past its deadline.
    const page = await renderPage(req, template, { fromMemory: true });
    let html: string | Buffer = page.html;
    try {
      html = (await renderInProcess(renderer, req, page.html, echo)) ?? page.html;
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'server rendering of a refused form failed');
    }
    if (!res.headersSent) res.status(status).type('html').send(html);
  }

  const refuse =
    (form: EchoedForm) =>
    (req: Request, res: Response, status: number, failure?: FormEcho['failure']) =>
      answerWithPage(req, res, status, {
        form,
        values: typedValues(req, form),
        errors: {},
        failure,
      });

  function formPost<S extends z.ZodType>(
    form: EchoedForm,
    schema: S,
    limit: Parameters<typeof sharedRateLimit>[1],
    limitMessage: string,
    save: (input: z.output<S>) => Promise<void>,
  ) {
    const refused = refuse(form);
    const limiter = sharedRateLimit(form, limit, limitMessage, (req, res, message) => {
      void refused(req, res, 429, { message });
    });
    // The count lives in the database: when it cannot be read, the visitor gets the form's page
    // with its failure, as when the save fails, not the API's JSON 503.
    const counted = (req: Request, res: Response, next: () => void) =>
      limiter(req, res, (error?: unknown) => {
        if (error === undefined) return next();
        logger.error({ err: error, form }, 'form post could not be counted');
        void refused(req, res, 503, {});
      });
    return [
      // Counting and saving each wait on the database: past the API's deadline the visitor gets
      // the form's page with its failure (the post may still be saved; a second one is harmless).
      answerWithinDeadline(
        () => false,
        API_ANSWER_DEADLINE_MS,
        (req, res) => void refused(req, res, 503, {}),
      ),
      (req: Request, res: Response, next: () => void) => {
        // A post from another site subscribes nobody and sends nothing (and is not counted).
        if (isSameOriginPost(req)) return next();
        void refused(req, res, 403, { message: CROSS_SITE_MESSAGE });
      },
      readForm,
      counted,
      async (req: Request, res: Response) => {
        const values = typedValues(req, form);
        const parsed = schema.safeParse(values);
        if (!parsed.success) {
          await answerWithPage(req, res, 400, {
            form,
            values,
            errors: fieldErrors(parsed.error),
          });
          return;
        }
        try {
          await save(parsed.data);
        } catch (error) {
          logger.error({ err: error, form }, 'form post could not be saved');
          await refused(req, res, 503, {});
          return;
        }
        res.redirect(303, FORM_DONE_URLS[form]);
      },
    ];
  }

  router.post(
    '/',
    ...formPost(
      'newsletter',
      newsletterSchema,
      NEWSLETTER_LIMIT,
      NEWSLETTER_LIMIT_MESSAGE,
      (input) => subscribeToNewsletter(input.email),
    ),
  );
  router.post(
    '/contact',
    ...formPost(
      'contact',
      contactSchema,
      CONTACT_LIMIT,
      CONTACT_LIMIT_MESSAGE,
      receiveContactMessage,
    ),
  );
  return router;
}
