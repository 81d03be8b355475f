import { AdminUserModel } from '../features/admin/adminUser.model';
import { AnalyticsEventModel } from '../features/events/model';
import { AuditEntryModel } from '../features/audit/model';
import { AuthorModel } from '../features/authors/model';
import { MatchupModel } from '../features/headToHead/model';
import { CasinoModel } from '../features/casinos/model';
import { ContactMessageModel } from '../features/contact/model';
import { FaqModel } from '../features/faqs/model';
import { GameModel } from '../features/games/model';
import { GuideModel } from '../features/guides/model';
import { NewsletterSubscriptionModel } from '../features/newsletter/model';
import { OutboundClickModel } from '../features/outbound/click.model';
import { PageContentModel } from '../features/pages/model';
import { ReviewModel } from '../features/reviews/model';
import { RatingMethodModel } from '../features/ratingMethod/model';
import { RevisionModel } from '../features/revisions/model';
import { UserRoleModel } from '../features/admin/userRole.model';
import { UsStateModel } from '../features/states/model';
import { RefusedClickModel } from '../features/outbound/refusedClick.model';

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
