import type { Request, Response } from 'express';
import type { ApiErrorBody } from '@sweepscout/shared';
import { escapeHtml } from '../features/seo/render';

/** The plain pages' only style: the API's policy allows exactly this block (securityHeaders.ts). */
export const PLAIN_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a2e}a{color:#4338ca}';

/**
 * A page of plain HTML, with no script and no site frame: what a browser is answered where the
 * app does not run (a link to a casino refused in the visitor's state, a link that is not valid).
 * `body` is trusted HTML: escape what it carries.
 */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | SweepScout</title>
<style>${PLAIN_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * A bad input on a route a browser navigates to (a link, the header's state form): a visitor is
 * answered a page saying the link is not valid, with the message and a way home; any other client
 * the API's JSON. 400 either way, and nothing is done.
 */
export function refuseWithPage(req: Request, res: Response, problem: ApiErrorBody): void {
  res.status(400).set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) !== 'html') {
    res.json(problem);
    return;
  }
  res
    .type('html')
    .send(
      plainPage(
        'This link is not valid',
        `<h1>This link is not valid</h1>\n<p>${escapeHtml(problem.message)}</p>\n<p><a href="/">Go to the SweepScout home page</a></p>`,
      ),
    );
}
