import { AdminUserModel } from './adminUser';
import { AnalyticsEventModel } from './analyticsEvent';
import { AuditEntryModel } from './auditEntry';
import { AuthorModel } from './author';
import { MatchupModel } from './matchup';
import { CasinoModel } from './casino';
import { ContactMessageModel } from './contactMessage';
import { FaqModel } from './faq';
import { GameModel } from './game';
import { GuideModel } from './guide';
import { NewsletterSubscriptionModel } from './newsletterSubscription';
import { OutboundClickModel } from './outboundClick';
import { PageContentModel } from './pageContent';
import { ReviewModel } from './review';
import { RatingMethodModel } from './ratingMethod';
import { RevisionModel } from './revision';
import { UserRoleModel } from './userRole';
import { UsStateModel } from './usState';
import { RefusedClickModel } from './refusedClick';

export * from './adminUser';
export * from './analyticsEvent';
export * from './auditEntry';
export * from './author';
export * from './matchup';
export * from './casino';
export * from './contactMessage';
export * from './faq';
export * from './game';
export * from './guide';
export * from './newsletterSubscription';
export * from './outboundClick';
export * from './pageContent';
export * from './review';
export * from './ratingMethod';
export * from './revision';
export * from './userRole';
export * from './usState';
export * from './refusedClick';

/** The models of the site's editorial content (what the seed fills in a new database). */
export const CONTENT_MODELS = [
  CasinoModel,
  ReviewModel,
  GuideModel,
  FaqModel,
  GameModel,
  PageContentModel,
] as const;

/** Every model, for index creation. */
export const models = [
  ...CONTENT_MODELS,
  AdminUserModel,
  UserRoleModel,
  ContactMessageModel,
  NewsletterSubscriptionModel,
  OutboundClickModel,
  AnalyticsEventModel,
  RevisionModel,
  AuditEntryModel,
  UsStateModel,
  RefusedClickModel,
  RatingMethodModel,
  AuthorModel,
  MatchupModel,
] as const;
