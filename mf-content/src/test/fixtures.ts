import { aCasino as casinoAsApiAnswers } from '@sweepscout/kit/testing';
import type { Casino, Guide, Page, PageContent, Review } from '@sweepscout/shared';

/** Typed API answers (the contract's shapes), each with its own id, slug and title. */

export function aReview(n: number, fields: Partial<Review> = {}): Review {
  return {
    id: `review-${n}`,
    title: `Review ${n}`,
    slug: `review-${n}`,
    excerpt: `The short take of review ${n}.`,
    content: '<h2>Overview</h2><ul><li>Fast redemptions</li></ul>',
    rating: 4.5,
    authorName: 'Jamie Rivera',
    authorAvatar: null,
    publishDate: '2026-03-01T00:00:00.000Z',
    casinoId: `casino-${n}`,
    isFeatured: false,
    reviewImages: [`/media/review-${n}-a.svg`, `/media/review-${n}-b.svg`],
    ...fields,
  };
}

/** The casino a review is about, as GET /api/casinos/:id answers it. */
export const aCasino = (id: string, fields: Partial<Casino> = {}): Casino =>
  casinoAsApiAnswers({
    id,
    name: 'Lucky Coast',
    description: 'A sweepstakes casino with daily coins.',
    websiteUrl: 'https://lucky-coast.example',
    established: 2021,
    rating: 4.2,
    bonusAmount: '100,000 GC + 2 SC',
    gamesCount: '500+',
    gameTypes: 'Slots, Table Games',
    ...fields,
  });

export function aGuide(n: number, fields: Partial<Guide> = {}): Guide {
  return {
    id: `guide-${n}`,
    title: `Guide ${n}`,
    slug: `guide-${n}`,
    excerpt: `What guide ${n} teaches.`,
    content: '<h2>Steps</h2><p>Read on.</p>',
    imageUrl: null,
    authorName: 'Jamie Rivera',
    publishDate: '2026-03-01T00:00:00.000Z',
    minutesToRead: 5,
    isFeatured: false,
    ...fields,
  };
}

/** A legal page as GET /api/pages/{page} answers it: two sections, the second without a title. */
export function aLegalPage(page: string, fields: Partial<PageContent> = {}): PageContent {
  return {
    id: `page-${page}`,
    page,
    title: `Title of ${page}`,
    metaDescription: `What ${page} says.`,
    sections: [
      { title: 'Using the Site', content: '<p>Read these terms before you play.</p>' },
      { content: '<p>Questions? Write to us.</p>' },
    ],
    lastUpdated: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}

/** The items as one page of a paged list (GET /api/reviews?page=, /api/guides?page=). */
export function aPage<T>(items: T[], fields: Partial<Page<T>> = {}): Page<T> {
  return { items, page: 1, pageSize: 24, total: items.length, totalPages: 1, ...fields };
}

/** Review 1, 2, … n. */
export const reviews = (n: number) => Array.from({ length: n }, (_, i) => aReview(i + 1));
