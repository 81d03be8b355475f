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
import StatesPage from './states/StatesPage';
import StatePage from './states/StatePage';
import AuthorPage from './authors/AuthorPage';

/**
 * The modules this remote exposes (webpack.config.js), checked at compile time against the typed
 * contract in @sweepscout/shared: a missing module or a component whose props differ fails tsc.
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
  GuideArticle,
  ReviewArticle,
  StatesPage,
  StatePage,
  AuthorPage,
} satisfies ExposedComponents<'content'>;
