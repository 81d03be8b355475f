import type { UsStateInfo } from '@sweepscout/shared';
import type { Request, Response } from 'express';
import { RefusedClickModel } from './refusedClick.model';
import type { CasinoRecord } from '../casinos/model';
import { escapeHtml } from '../seo/render';
import { recordWithinLimit } from './limits';

/** The 451 page: plain HTML with no script, readable without the site's frame. */
function refusalPage(casinoName: string, state: UsStateInfo): string {
  const name = escapeHtml(state.name);
  const law = state.citation ? ` (${escapeHtml(state.citation)})` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Not available in ${name} | SweepScout</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a2e}a{color:#4338ca}</style>
</head>
<body>
<main>
<h1>We can’t send you to ${escapeHtml(casinoName)} from ${name}</h1>
<p>The law in ${name}${law} reaches sites that promote online sweepstakes casinos, so for visitors in ${name} SweepScout shows information only: no links to casinos, bonus claims or promo codes.</p>
<p>This is not legal advice. <a href="/states/${escapeHtml(state.slug)}">Read what we know about ${name}</a>, or <a href="/">go back to SweepScout</a>.</p>
<p>Not in ${name}? <a href="/choose-state?state=all&amp;back=%2F">Show all states</a>.</p>
</main>
</body>
</html>
`;
}

/**
 * The answer to /go/<casino> from a visitor in an information-only state: 451 (Unavailable For
 * Legal Reasons) with a page that says why, never a redirect. The refusal is recorded apart
 * from clicks (RefusedClick), within the same per-client limit, and never counts as a click.
 */
export async function refuseInformationOnly(
  req: Request,
  res: Response,
  casino: CasinoRecord,
  state: UsStateInfo,
  placement: string,
  page: string,
): Promise<void> {
  await recordWithinLimit(
    req,
    () =>
      RefusedClickModel.create({
        casinoId: casino._id,
        slug: casino.slug,
        state: state.code,
        placement,
        page,
      }),
    { slug: casino.slug, kind: 'refused click' },
  );
  res
    .status(451)
    .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', Vary: 'Cookie' })
    .type('html')
    .send(refusalPage(casino.name, state));
}
