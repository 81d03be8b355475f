import type { ExposedComponents } from '@sweepscout/shared';
import AdminApp from './app/AdminApp';

/**
 * The modules this remote exposes (webpack.config.js), checked at compile time against the typed
 * contract in @sweepscout/shared: a missing module or a component whose props differ fails tsc.
 */
export const exposedComponents = {
  AdminApp,
} satisfies ExposedComponents<'admin'>;
