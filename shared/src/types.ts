/**
 * The JSON shapes the API answers with. Ids are strings (MongoDB ObjectIds); dates are ISO strings.
 */
import type { AdminRole, Permission } from './constants/admin';
import type { GameType, Volatility } from './constants/games';
import type { FeatureFlags } from './catalog/parse';
import type { MinimumAge } from './constants/catalog';
import type { RatingWeights, SubScores } from './catalog/ratingMethod';
import type { ContactCategory } from './constants/content';
import type { CasinoAvailability } from './market/states';
import type { CasinoStateNote } from './market/stateNotes';
import type { CasinoValue, ValueFigures } from './value/casinoValue';
import type { OfferChange } from './value/offerHistory';

export interface Casino {
  id: string;
  name: string;
  slug: string;
  description: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  websiteUrl: string;
  termsUrl: string | null;
  established: number | null;
  rating: number;
  bonusAmount: string;
  bonusDescription: string | null;
  promoCode: string | null;
  gamesCount: string;
  /** Comma-separated text, e.g. 'Slots, Table Games, Live Dealer'. */
  gameTypes: string;
  isFeatured: boolean;
  paymentMethods: string[];
  features: FeatureFlags;
  minPurchase: string | null;
  minimumAge: MinimumAge;
  restrictedStates: string[];
  /** Editors' notes on the casino's state exclusions, one per state (absent on older records). */
  stateNotes?: CasinoStateNote[];
  /** The rating method's sub-scores (absent on a casino rated before the method). */
  subScores?: SubScores | null;
  /** False when the sub-scores are too few to rate: shown as "Unrated" (rating is then 0). */
  rated?: boolean;
  /** Public change notes, newest first. */
  changeNotes?: ChangeNote[];
  /** Coin packages, free offers and redemption facts; absent or null when not entered yet. */
  value?: CasinoValue | null;
  /** Each save that changed `value`, newest first (kept by the server, never sent by editors). */
  valueHistory?: OfferChange[];
  /** Number of published reviews of this casino (real count, for structured data). */
  reviewCount?: number;
  /** Answered to a visitor in an information-only state: no outbound link, claim or promo code. */
  informationOnly?: boolean;
  /** Answered with a chosen state (the casino page): whether it takes players there, and why not. */
  availability?: CasinoAvailability;
  createdAt?: string;
  updatedAt?: string;
}

/** A row of /api/casinos/compare: the casino plus links to its review and guide where they exist. */
export interface CompareRow extends Casino {
  /** The value figures the compare table shows and sorts by (null: no value data). */
  valueFigures?: ValueFigures | null;
  /** When its value data last changed (ISO date-time, its newest offer history entry), or null. */
  offerChangedAt?: string | null;
  reviewSlug: string | null;
  guideSlug: string | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface Review {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  rating: number;
  authorName: string;
  authorAvatar: string | null;
  publishDate: string;
  casinoId: string;
  /** The casino's name, in the admin answers only ('' when the casino is gone). */
  casinoName?: string;
  isFeatured: boolean;
  reviewImages: string[];
  /** The author's and fact-checker's profiles (GET /api/authors), when assigned. */
  authorId?: string | null;
  factCheckerId?: string | null;
  /** Public change notes, newest first. */
  changeNotes?: ChangeNote[];
  /** The last save (the page's "Updated" date). */
  updatedAt?: string;
}

export interface Guide {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  authorName: string;
  publishDate: string;
  minutesToRead: number;
  isFeatured: boolean;
  /** The casino the guide is about, when it is about one (compare rows link to it). */
  casinoId?: string | null;
  authorId?: string | null;
  factCheckerId?: string | null;
  changeNotes?: ChangeNote[];
  updatedAt?: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
  order: number;
}

export interface Game {
  id: string;
  name: string;
  casinoId: string;
  casinoName: string;
  casinoSlug: string | null;
  type: GameType;
  previewImage: string;
  demoUrl: string | null;
  rtp: number;
  volatility: Volatility;
  description: string;
  features: string[];
}

export interface PageSection {
  title?: string;
  content: string;
}

export interface PageContent {
  id: string;
  page: string;
  title: string;
  metaDescription: string;
  sections: PageSection[];
  lastUpdated: string;
}

export interface AdminUser {
  id: string;
  username: string;
  createdAt?: string;
}

/** A staff account an author profile may be linked to: GET /api/admin/authors/staff-accounts. */
export interface StaffAccountOption {
  id: string;
  username: string;
  role: AdminRole;
}

export interface UserRoleRecord {
  userId: string;
  role: AdminRole;
  permissions: Permission[];
}

/**
 * What a sign-in still needs: nothing (`done`), the second factor's code, setting one up (the
 * admin role and user managers must have one), or replacing a generated first-run password.
 */
export type SignInStep = 'done' | 'second-factor' | 'enrol' | 'change-password';

/** POST /api/admin/login (and its later steps). The session itself is an HttpOnly cookie. */
export interface LoginResponse {
  next: SignInStep;
  expiresAt: string;
  /** Once the password (and code, when needed) are right. */
  user?: AdminMe;
}

/** The enrolment of a second factor: what the authenticator app needs. */
export interface SecondFactorSetup {
  secret: string;
  uri: string;
  /** The QR code of `uri`, as an SVG data URL. */
  qrCode: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  read: boolean;
  createdAt: string;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  createdAt: string;
}

export interface SearchResults {
  casinos: Pick<Casino, 'id' | 'name' | 'slug' | 'logoUrl' | 'rating'>[];
  reviews: Pick<Review, 'id' | 'title' | 'slug'>[];
  guides: Pick<Guide, 'id' | 'title' | 'slug'>[];
}

/** Where the shell finds each remote at run time: remote name -> URL of its mf-manifest.json. */
export type RemoteManifest = Record<string, string>;

/** Outbound clicks of one casino (the tracked redirect), for the admin dashboard. */
export interface CasinoClickStats {
  casinoId: string;
  name: string;
  slug: string;
  last7Days: number;
  last30Days: number;
}

/** GET /api/admin/stats: the dashboard figures. */
export interface AdminStats {
  clicks: CasinoClickStats[];
  clickTotals: { last7Days: number; last30Days: number };
  subscriberCount: number;
  unreadMessages: number;
  generatedAt: string;
}

/** GET /api/admin/me: the signed-in staff member and what they may do. */
export interface AdminMe {
  id: string;
  username: string;
  role: AdminRole;
  permissions: Permission[];
  /** Whether the user has a second factor, and whether their access requires one. */
  secondFactor?: boolean;
  secondFactorRequired?: boolean;
}

/** POST /api/admin/uploads: where the stored image is served. */
export interface UploadResponse {
  url: string;
}

/** GET /api/rating-method: the published weights of the rating (percent per criterion). */
export interface RatingMethod {
  weights: RatingWeights;
  updatedAt: string | null;
}

/** A public note of a meaningful change, dated when it was published. */
export interface ChangeNote {
  date: string;
  text: string;
}

/** GET /api/authors: a staff author's public profile. */
export interface Author {
  id: string;
  name: string;
  slug: string;
  role: string;
  photoUrl: string | null;
  credentials: string | null;
  bio: string;
  links: string[];
}

/** GET /api/authors/slug/:slug: the profile and the published work it wrote or checked. */
export interface AuthorProfile {
  author: Author;
  reviews: { title: string; slug: string; publishDate: string; role: 'author' | 'fact-checker' }[];
  guides: { title: string; slug: string; publishDate: string; role: 'author' | 'fact-checker' }[];
}

/** An editor's head-to-head of two casinos (admin JSON). */
export interface Matchup {
  id: string;
  casinoAId: string;
  casinoBId: string;
  verdict: string;
  approved: boolean;
}

/** A head-to-head page's casino: a link and its name. */
export interface MatchupSide {
  slug: string;
  name: string;
}

/** GET /api/head-to-head: the approved pairs (linked from casino pages and in the sitemap). */
export interface ApprovedMatchup {
  path: string;
  a: MatchupSide;
  b: MatchupSide;
}

/** GET /api/head-to-head/:pair: both casinos, and the verdict when the pair is approved. */
export interface HeadToHead {
  a: Casino;
  b: Casino;
  approved: boolean;
  verdict: string | null;
}
