/**
 * @sweepscout/shared: everything the API and the frontends agree on. This entry is free of React;
 * the browser-only pieces (request rules, theme, UI kit, analytics, toasts) are in './client'.
 */
import './zodConfig';
export * from './constants';
export * from './catalog';
export * from './format';
export * from './schemas';
export * from './types';
export * from './validation';
export * from './seo';
