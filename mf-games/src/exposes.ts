import type { ExposedComponents } from '@sweepscout/shared';
import GamesPage from './games/GamesPage';
import GamePreviews from './previews/GamePreviews';
import GamesPromo from './promo/GamesPromo';

/**
 * The modules this remote exposes (webpack.config.js), checked at compile time against the typed
 * contract in @sweepscout/shared: a missing module or a component whose props differ fails tsc.
 */
export const exposedComponents = {
  GamesPage,
  GamePreviews,
  GamesPromo,
} satisfies ExposedComponents<'games'>;
