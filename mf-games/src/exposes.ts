import type { ExposedComponents } from '@sweepscout/shared';
import GamesPage from './games/GamesPage';
import GamePreviews from './previews/GamePreviews';
import GamesPromo from './promo/GamesPromo';

/**
 * The modules this remote exposes, listed once: its webpack builds read this object's names and
 * their imports (exposesOf, shared/build/federation.cjs), and tsc checks it against the typed
 * contract in @sweepscout/shared (a missing module or a component whose props differ fails).
 * Keep it to default imports of src/ files and one name per line.
 */
export const exposedComponents = {
  GamesPage,
  GamePreviews,
  GamesPromo,
} satisfies ExposedComponents<'games'>;
