import { aCasino } from '@sweepscout/kit/testing';
import type {
  AdminMe,
  AdminStats,
  Casino,
  ContactMessage,
  Faq,
  Game,
  PageContent,
  Review,
  WithPublication,
} from '@sweepscout/shared';

/** The admin API's answers: every content record carries its publication. */
const PUBLISHED = {
  status: 'published',
  publishAt: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
} as const;

/** A 24-hex-digit id made of one digit (records of one test need different digits). */
export const idOf = (digit: string | number) => String(digit).repeat(24);

/** A casino as GET /api/admin/casinos answers it; `name` and the fields a test cares about. */
export const casinoRecord = (
  fields: Partial<Casino> & Pick<Casino, 'name'>,
): WithPublication<Casino> => ({
  ...aCasino({ id: idOf('c'), ...fields }),
  ...PUBLISHED,
  ...fields,
});

/** A review as GET /api/admin/reviews answers it. */
export function reviewRecord(
  fields: Partial<Review> & Pick<Review, 'title'>,
): WithPublication<Review> {
  return {
    id: idOf('r'),
    slug: fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    excerpt: 'An excerpt.',
    content: '<p>A review.</p>',
    rating: 4,
    authorName: 'E2E Author',
    authorAvatar: null,
    publishDate: '2026-03-07T00:00:00.000Z',
    casinoId: idOf('c'),
    casinoName: 'Crown Coins Casino',
    isFeatured: false,
    reviewImages: [],
    ...PUBLISHED,
    ...fields,
  };
}

/** A game as GET /api/admin/games answers it. */
export function gameRecord(fields: Partial<Game> & Pick<Game, 'name'>): WithPublication<Game> {
  return {
    id: idOf('9'),
    casinoId: idOf('c'),
    casinoName: 'Crown Coins Casino',
    casinoSlug: 'crown-coins-casino',
    type: 'slot',
    previewImage: '/media/games/crown-jewels-slots.svg',
    demoUrl: null,
    rtp: 96.5,
    volatility: 'medium',
    description: 'A demo game.',
    features: [],
    ...PUBLISHED,
    ...fields,
  };
}

/** A FAQ as GET /api/admin/faqs answers it. */
export function faqRecord(fields: Partial<Faq> & Pick<Faq, 'question'>): WithPublication<Faq> {
  return { id: idOf('f'), answer: 'An answer.', order: 0, ...PUBLISHED, ...fields };
}

/** A page's content as GET /api/admin/page-contents answers it. */
export function pageContentRecord(
  fields: Partial<PageContent> & Pick<PageContent, 'page'>,
): WithPublication<PageContent> {
  return {
    id: idOf('d'),
    title: `Title of ${fields.page}`,
    metaDescription: 'A page of the site.',
    sections: [{ content: '<p>Body.</p>' }],
    lastUpdated: '2026-05-01T10:00:00.000Z',
    ...PUBLISHED,
    ...fields,
  };
}

/** A contact message as GET /api/admin/messages answers it. */
export function messageRecord(
  fields: Partial<ContactMessage> & Pick<ContactMessage, 'subject'>,
): ContactMessage {
  return {
    id: idOf('e'),
    name: 'Erin Example',
    email: 'erin@example.com',
    category: 'general',
    message: 'Hello.',
    read: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
}

/** GET /api/admin/stats. */
export function statsAnswer(fields: Partial<AdminStats> = {}): AdminStats {
  return {
    clicks: [],
    clickTotals: { last7Days: 0, last30Days: 0 },
    subscriberCount: 0,
    unreadMessages: 0,
    generatedAt: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
}

/** A signed-in editor (GET /api/admin/me) with the permissions given. */
export function editorMe(permissions: AdminMe['permissions']): AdminMe {
  return { id: idOf('b'), username: 'megan', role: 'editor', permissions, secondFactor: true };
}
