import { allStatesHref, type UsStateInfo } from '@sweepscout/shared';
import type { Request, Response } from 'express';
import { RefusedClickModel } from './refusedClick.model';
import type { CasinoRecord } from '../casinos/model';
import { escapeHtml } from '../seo/render';
import { plainPage } from '../../site/plainPage';
import { recordWithinLimit } from './limits';

/** The 451 page: says why, with the way to the state's page and back to all states. */
function refusalPage(casinoName: string, state: UsStateInfo): string {
  const name = escapeHtml(state.name);
  const law = state.citation ? ` (${escapeHtml(state.citation)})` : '';
  return plainPage(
    `Not available in ${state.name}`,
    `<h1>We can’t send you to ${escapeHtml(casinoName)} from ${name}</h1>
<p>The law in ${name}${law} reaches sites that promote online sweepstakes casinos, so for visitors in ${name} SweepScout shows information only: no links to casinos, bonus claims or promo codes.</p>
<p>This is not legal advice. <a href="/states/${escapeHtml(state.slug)}">Read what we know about ${name}</a>, or <a href="/">go back to SweepScout</a>.</p>
<p>Not in ${name}? <a href="${escapeHtml(allStatesHref('/'))}">Show all states</a>.</p>`,
  );
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
