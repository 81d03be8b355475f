import {
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
import { Types } from 'mongoose';
import {
  CasinoModel,
  GuideModel,
  ReviewModel,
  type CasinoRecord,
  type GuideRecord,
  type ReviewRecord,
} from '../../models';

/** A head and the HTTP status of the page it belongs to (404 for a missing casino, review or guide). */
export interface ResolvedHead {
  status: number;
  head: HeadData;
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

const publisher = (origin: string): JsonLd => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
});

async function casinoHead(slug: string, origin: string): Promise<ResolvedHead | null> {
  const casino = await CasinoModel.findOne({ slug }).lean<CasinoRecord>();
  if (!casino) return null;
  const reviews = await ReviewModel.find({ casinoId: casino._id })
    .select({ rating: 1 })
    .lean<Pick<ReviewRecord, 'rating'>[]>();
  const url = `${origin}${casinoPath(slug)}`;
  const itemReviewed: JsonLd = {
    '@type': 'Organization',
    name: casino.name,
    url: casino.websiteUrl,
    ...(casino.logoUrl ? { logo: abs(origin, casino.logoUrl) } : {}),
    ...(casino.established ? { foundingDate: String(casino.established) } : {}),
    // Honest structured data (DESIGN.md): the real number and average of our published reviews.
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
          reviewRating: {
            '@type': 'Rating',
            ratingValue: casino.rating,
            bestRating: 5,
            worstRating: 1,
          },
          author: publisher(origin),
          publisher: publisher(origin),
        },
      ],
    },
  };
}

async function reviewHead(slug: string, origin: string): Promise<ResolvedHead | null> {
  const review = await ReviewModel.findOne({ slug }).lean<ReviewRecord>();
  if (!review) return null;
  const casino = Types.ObjectId.isValid(review.casinoId)
    ? await CasinoModel.findById(review.casinoId)
        .select({ name: 1, websiteUrl: 1, slug: 1 })
        .lean<CasinoRecord>()
    : null;
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
          author: { '@type': 'Person', name: review.authorName },
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

async function guideHead(slug: string, origin: string): Promise<ResolvedHead | null> {
  const guide = await GuideModel.findOne({ slug }).lean<GuideRecord>();
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
          ...(guide.updatedAt ? { dateModified: new Date(guide.updatedAt).toISOString() } : {}),
          timeRequired: `PT${guide.minutesToRead}M`,
          author: { '@type': 'Person', name: guide.authorName },
          publisher: publisher(origin),
        },
      ],
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

async function staticJsonLd(path: string, origin: string): Promise<JsonLd[]> {
  if (path === '/') {
    const featured = await CasinoModel.find({ isFeatured: true })
      .sort({ rating: -1, name: 1 })
      .select({ name: 1, slug: 1 })
      .lean<Pick<CasinoRecord, 'name' | 'slug'>[]>();
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
  if (path === '/bonuses') {
    const first = await CasinoModel.find()
      .sort({ rating: -1, name: 1 })
      .limit(BONUSES_LIST_SIZE)
      .select({ name: 1, slug: 1 })
      .lean<Pick<CasinoRecord, 'name' | 'slug'>[]>();
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

/**
 * The head and status of any page path: static routes from the shared table, casino, review and
 * guide pages from the database, the admin area unindexed, anything else not found.
 */
export async function resolveHead(pathname: string, origin: string): Promise<ResolvedHead> {
  const path = normalizePath(pathname);
  const fixed = staticRouteHead(path);
  if (fixed) {
    return {
      status: 200,
      head: { ...fixed, jsonLd: fixed.robots ? [] : await staticJsonLd(path, origin) },
    };
  }
  const detail = DETAIL_ROUTE_PATTERN.exec(path);
  if (detail) {
    const [, kind, slug] = detail;
    const found =
      kind === 'casino'
        ? await casinoHead(slug, origin)
        : kind === 'reviews'
          ? await reviewHead(slug, origin)
          : await guideHead(slug, origin);
    return found ?? { status: 404, head: notFoundHead(path) };
  }
  if (isKnownRoute(path)) return { status: 200, head: { ...ADMIN_HEAD, canonicalPath: path } };
  return { status: 404, head: notFoundHead(path) };
}
