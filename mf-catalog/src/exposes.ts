import type { ExposedComponents } from '@sweepscout/shared';
import HomeHero from './home/HomeHero';
import TopRated from './home/TopRated';
import ComparePage from './compare/ComparePage';
import CasinoPage from './casino/CasinoPage';
import CasinoArticle from './casino/CasinoArticle';
import BonusesPage from './bonuses/BonusesPage';
import MethodologyPage from './rating/MethodologyPage';
import HeadToHeadPage from './headToHead/HeadToHeadPage';
import CoinValuePage from './value/CoinValuePage';
import DailyBonusesPage from './value/DailyBonusesPage';

/**
 * The modules this remote exposes, listed once: its webpack builds read this object's names and
 * their imports (exposesOf, shared/build/federation.cjs), and tsc checks it against the typed
 * contract in @sweepscout/shared (a missing module or a component whose props differ fails).
 * Keep it to default imports of src/ files and one name per line.
 */
export const exposedComponents = {
  HomeHero,
  TopRated,
  ComparePage,
  CasinoPage,
  CasinoArticle,
  BonusesPage,
  MethodologyPage,
  HeadToHeadPage,
  CoinValuePage,
  DailyBonusesPage,
} satisfies ExposedComponents<'catalog'>;
