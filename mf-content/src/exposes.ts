import type { ExposedComponents } from '@sweepscout/shared';
import ReviewsPage from './reviews/ReviewsPage';
import ReviewPage from './reviews/ReviewPage';
import ReviewArticle from './reviews/ReviewArticle';
import GuidesPage from './guides/GuidesPage';
import GuidePage from './guides/GuidePage';
import GuideArticle from './guides/GuideArticle';
import ContactPage from './contact/ContactPage';
import LegalPage from './legal/LegalPage';
import LatestReviews from './home/LatestReviews';
import GuidesSection from './home/GuidesSection';
import Newsletter from './newsletter/Newsletter';
import Faq from './faq/Faq';
import FaqPage from './faq/FaqPage';
import StatesPage from './states/StatesPage';
import StatePage from './states/StatePage';
import AuthorPage from './authors/AuthorPage';

/**
 * The modules this remote exposes, listed once: its webpack builds read this object's names and
 * their imports (exposesOf, shared/build/federation.cjs), and tsc checks it against the typed
 * contract in @sweepscout/shared (a missing module or a component whose props differ fails).
 * Keep it to default imports of src/ files and one name per line.
 */
export const exposedComponents = {
  ReviewsPage,
  ReviewPage,
  GuidesPage,
  GuidePage,
  ContactPage,
  LegalPage,
  LatestReviews,
  GuidesSection,
  Newsletter,
  Faq,
  FaqPage,
  // Presentational, record as props: the admin's live preview mounts them with unsaved drafts.
  GuideArticle,
  ReviewArticle,
  StatesPage,
  StatePage,
  AuthorPage,
} satisfies ExposedComponents<'content'>;
