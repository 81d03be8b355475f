import { SITE_NAME } from '@sweepscout/shared';
import type { WebPage, WithContext } from 'schema-dts';
import type { PublicView } from '../../readModel/publicView';
import type { ResolvedHead } from './head';

/**
 * The head of a state's page (/states/<slug>): its words and structured data (a WebPage about
 * the state, its sources cited, with the date it was last changed), or null for an unknown slug.
 */
export function stateHead(view: PublicView, slug: string, origin: string): ResolvedHead | null {
  const state = view.states.bySlug.get(slug);
  if (!state) return null;
  const path = `/states/${slug}`;
  const description = `Are sweepstakes casinos legal in ${state.name}? ${state.summary}`.slice(
    0,
    160,
  );
  const page: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: `${origin}${path}`,
    name: `Sweepstakes casinos in ${state.name}`,
    description: state.summary,
    about: {
      '@type': 'State',
      name: state.name,
      containedInPlace: { '@type': 'Country', name: 'United States' },
    },
    ...(state.updatedAt ? { dateModified: state.updatedAt } : {}),
    ...(state.sources.length ? { citation: state.sources } : {}),
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
  };
  return {
    status: 200,
    head: {
      title: `Sweepstakes Casinos in ${state.name}: Law and Status | ${SITE_NAME}`,
      description,
      canonicalPath: path,
      ogType: 'article',
      jsonLd: [{ ...page }],
    },
  };
}
