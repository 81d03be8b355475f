import {
  headToHeadPath,
  authorPath,
  casinoPath,
  DETAIL_ROUTE_PATTERN,
  guidePath,
  HOME_HEAD_TITLE,
  isKnownRoute,
  normalizePath,
  notFoundHead,
  reviewPath,
  SITE_NAME,
  staticRouteHead,
  stripHtml,
  type HeadData,
  type JsonLd,
} from '@sweepscout/shared';
import type { CasinoRecord } from '../casinos/model';
import type { PublicView } from '../../readModel/publicView';
import { readModel } from '../../readModel/readModel';
import { stateHead } from './stateHead';
import { resolveHeadToHead } from '../headToHead/resolve';
import { breadcrumbList, crumbsOf, organization, person, profilePage } from './trustJsonLd';

/** A head and the HTTP status of the page it belongs to (404 for a missing casino, review or guide). */
export interface ResolvedHead {
  status: number;
  head: HeadData;
  /** Version of the read model the head was made from (the page may be cached for it). */
  version?: number;
}

const DESCRIPTION_MAX = 160;
const BONUSES_LIST_SIZE = 5;
const CONTEXT = 'https://schema.org';

/** A meta description: plain text, at most 160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const plain = stripHtml(text);
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).replace(/[\s,.;:]+$/, '')}…`;
}

const abs = (origin: string, pathOrUrl: string | null | undefined): string | undefined =>
  pathOrUrl ? new URL(pathOrUrl, origin).toString() : undefined;

const publisher = (origin: string): JsonLd => ({ ...organization(origin) });

/** The article's author as a Person (with their page) when a profile is linked, else by name. */
function authorLd(view: PublicView, authorId: unknown, name: string, origin: string): JsonLd {
  const author = authorId ? view.authors.byId.get(String(authorId)) : undefined;
  return author ? { ...person(author, origin) } : { '@type': 'Person', name };
}

/** The date of the last save, as JSON-LD's dateModified. */
const modified = (at: Date | undefined) => (at ? { dateModified: new Date(at).toISOString() } : {});

function casinoHead(view: PublicView, slug: string, origin: string): ResolvedHead | null {
  const entry = view.casinos.bySlug.get(slug);
  if (!entry) return null;
  const casino = entry.record;
  const reviews = entry.reviewRatings.map((rating) => ({ rating }));
  const url = `${origin}${casinoPath(slug)}`;
  const itemReviewed: JsonLd = {
    '@type': 'Organization',
    name: casino.name,
    url: casino.websiteUrl,
    ...(casino.logoUrl ? { logo: abs(origin, casino.logoUrl) } : {}),
    ...(casino.established ? { foundingDate: String(casino.established) } : {}),
    // Honest structured data: the real number and average of our published reviews.
    ...(reviews.length
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(
              (reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(1),
            ),
            bestRating: 5,
            worstRating: 1,
            reviewCount: reviews.length,
          },
        }
      : {}),
  };
  return {
    status: 200,
    head: {
      title: `${casino.name} Review: Bonus, Games & Rating | ${SITE_NAME}`,
      description: metaDescription(`${casino.bonusAmount}. ${casino.description}`),
      canonicalPath: casinoPath(slug),
      ogType: 'website',
      image: casino.bannerUrl ?? casino.logoUrl,
      jsonLd: [
        {
          '@context': CONTEXT,
          '@type': 'Review',
          url,
          name: `${casino.name} review`,
          itemReviewed,
          // An unrated casino (too little evidence) states no rating.
          ...(casino.rated === false
            ? {}
            : {
                reviewRating: {
                  '@type': 'Rating',
                  ratingValue: casino.rating,
                  bestRating: 5,
                  worstRating: 1,
                },
              }),
          author: publisher(origin),
          publisher: publisher(origin),
        },
      ],
    },
  };
}

function reviewHead(view: PublicView, slug: string, origin: string): ResolvedHead | null {
  const review = view.reviews.bySlug.get(slug)?.record;
  if (!review) return null;
  const casino = view.casinos.byId.get(String(review.casinoId))?.record;
  return {
    status: 200,
    head: {
      title: `${review.title} | ${SITE_NAME}`,
      description: metaDescription(review.excerpt),
      canonicalPath: reviewPath(slug),
      ogType: 'article',
      image: review.reviewImages?.[0] ?? null,
      jsonLd: [
        {
          '@context': CONTEXT,
          '@type': 'Review',
          url: `${origin}${reviewPath(slug)}`,
          name: review.title,
          description: metaDescription(review.excerpt),
          datePublished: new Date(review.publishDate).toISOString(),
          ...modified(review.updatedAt),
          author: authorLd(view, review.authorId, review.authorName, origin),
          publisher: publisher(origin),
          reviewRating: {
            '@type': 'Rating',
            ratingValue: review.rating,
            bestRating: 5,
            worstRating: 1,
          },
          ...(casino
            ? {
                itemReviewed: {
                  '@type': 'Organization',
                  name: casino.name,
                  url: casino.websiteUrl,
                },
              }
            : {}),
        },
      ],
    },
  };
}

function guideHead(view: PublicView, slug: string, origin: string): ResolvedHead | null {
  const guide = view.guides.bySlug.get(slug)?.record;
  if (!guide) return null;
  return {
    status: 200,
    head: {
      title: `${guide.title} | ${SITE_NAME}`,
      description: metaDescription(guide.excerpt),
      canonicalPath: guidePath(slug),
      ogType: 'article',
      image: guide.imageUrl,
      jsonLd: [
        {
          '@context': CONTEXT,
          '@type': 'Article',
          url: `${origin}${guidePath(slug)}`,
          headline: guide.title,
          description: metaDescription(guide.excerpt),
          ...(guide.imageUrl ? { image: abs(origin, guide.imageUrl) } : {}),
          datePublished: new Date(guide.publishDate).toISOString(),
          ...modified(guide.updatedAt),
          timeRequired: `PT${guide.minutesToRead}M`,
          author: authorLd(view, guide.authorId, guide.authorName, origin),
          publisher: publisher(origin),
        },
      ],
    },
  };
}

function authorHead(view: PublicView, slug: string, origin: string): ResolvedHead | null {
  const author = view.authors.bySlug.get(slug);
  if (!author) return null;
  return {
    status: 200,
    head: {
      title: `${author.name}, ${author.role} | ${SITE_NAME}`,
      description: metaDescription(author.bio),
      canonicalPath: authorPath(slug),
      ogType: 'website',
      image: author.photoUrl,
      jsonLd: [profilePage(author, origin)],
    },
  };
}

/**
 * A head-to-head page: an approved pair is its own canonical page; any other pair of casinos is
 * shown to visitors but not indexed, and names /compare as canonical.
 */
function headToHeadHead(view: PublicView, pair: string, origin: string): ResolvedHead | null {
  const found = resolveHeadToHead(view, pair);
  if (!found) return null;
  const { a, b, approved } = found;
  const path = headToHeadPath(a.slug, b.slug);
  return {
    status: 200,
    head: {
      title: `${a.name} vs ${b.name}: Sweepstakes Casinos Compared | ${SITE_NAME}`,
      description: metaDescription(
        `${a.name} or ${b.name}? Ratings, bonuses, games, redemption and support side by side, with the winner of each row.`,
      ),
      canonicalPath: approved ? path : '/compare',
      ogType: 'website',
      ...(approved ? {} : { robots: 'noindex, follow' }),
      jsonLd: [casinoList(`${a.name} vs ${b.name}`, [a, b], origin)],
    },
  };
}

function casinoList(
  name: string,
  casinos: Pick<CasinoRecord, 'name' | 'slug'>[],
  origin: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: casinos.map((casino, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: casino.name,
      url: `${origin}${casinoPath(casino.slug)}`,
    })),
  };
}

/**
 * The FAQ page's questions as schema.org FAQPage, answers as plain text. Only /faq carries it:
 * the home page shows the same questions, and a list is marked up on one page only.
 */
function faqPage(view: PublicView): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: view.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: stripHtml(faq.answer) },
    })),
  };
}

function staticJsonLd(view: PublicView, path: string, origin: string): JsonLd[] {
  if (path === '/') {
    const featured = view.casinos.featured;
    return [
      {
        '@context': CONTEXT,
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${origin}/`,
        description: HOME_HEAD_TITLE,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
      casinoList('Top-Rated Sweepstakes Casinos', featured, origin),
    ];
  }
  if (path === '/compare') {
    return [casinoList('Sweepstakes Casinos Compared', view.casinos.ranked.slice(0, 10), origin)];
  }
  if (path === '/faq') return [faqPage(view)];
  if (path === '/bonuses') {
    const first = view.casinos.slice(0, BONUSES_LIST_SIZE);
    return [casinoList('Sweepstakes Casino Bonuses', first, origin)];
  }
  return [
    {
      '@context': CONTEXT,
      '@type': 'WebPage',
      url: `${origin}${path}`,
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
    },
  ];
}

const ADMIN_HEAD: Omit<HeadData, 'canonicalPath'> = {
  title: `Admin | ${SITE_NAME}`,
  description: 'SweepScout staff area.',
  ogType: 'website',
  jsonLd: [],
  robots: 'noindex, nofollow',
};

/** Every indexable public page names its place in the site: a BreadcrumbList after its own data. */
function withBreadcrumbs(found: ResolvedHead, path: string, origin: string): ResolvedHead {
  if (found.head.robots) return found;
  const title = found.head.title.replace(/ \| SweepScout$/, '');
  const name = path.startsWith('/casino/') ? title.replace(/ Review:.*$/, '') : title;
  const crumbs = breadcrumbList(crumbsOf(path, name), origin);
  return { ...found, head: { ...found.head, jsonLd: [...found.head.jsonLd, crumbs] } };
}

/** The head and status of a page path in one view of the public data. */
/** The head of each detail route's page, by the route's first segment (guides otherwise). */
const DETAIL_HEADS = {
  casino: casinoHead,
  reviews: reviewHead,
  states: stateHead,
  authors: authorHead,
  compare: headToHeadHead,
  guides: guideHead,
} satisfies Record<string, (view: PublicView, slug: string, origin: string) => ResolvedHead | null>;

export function headInView(view: PublicView, pathname: string, origin: string): ResolvedHead {
  const path = normalizePath(pathname);
  const fixed = staticRouteHead(path);
  if (fixed) {
    const jsonLd = fixed.robots ? [] : staticJsonLd(view, path, origin);
    return withBreadcrumbs({ status: 200, head: { ...fixed, jsonLd } }, path, origin);
  }
  const detail = DETAIL_ROUTE_PATTERN.exec(path);
  if (detail) {
    const [, kind, slug] = detail;
    const head = DETAIL_HEADS[kind as keyof typeof DETAIL_HEADS] ?? guideHead;
    const found = head(view, slug, origin);
    return found ? withBreadcrumbs(found, path, origin) : { status: 404, head: notFoundHead(path) };
  }
  if (isKnownRoute(path)) return { status: 200, head: { ...ADMIN_HEAD, canonicalPath: path } };
  return { status: 404, head: notFoundHead(path) };
}

/**
 * The head and status of any page path: static routes from the shared table, casino, review and
 * guide pages from the public read model (drafts and scheduled records are not found), the admin
 * area unindexed, anything else not found.
 */
export async function resolveHead(pathname: string, origin: string): Promise<ResolvedHead> {
  const { view, version } = await readModel.current();
  return { ...headInView(view, pathname, origin), version };
}

/**
 * The same from the view already in memory, without waiting for a rebuild (which waits on the
 * database); null before the first build.
 */
export function headInMemory(pathname: string, origin: string): ResolvedHead | null {
  const view = readModel.latestView;
  return view && { ...headInView(view, pathname, origin), version: readModel.version };
}
