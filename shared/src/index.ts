/**
 * @sweepscout/shared: everything the API and the frontends agree on. This entry is free of React;
 * the browser runtime (request rules, theme, UI kit, analytics, toasts) is @sweepscout/kit.
 */
export * from './constants';
export * from './catalog';
export * from './format';
export * from './value';
export * from './schemas';
export * from './types';
export * from './validation';
export * from './seo';
export * from './remotes';
export * from './routes';
export * from './market/states';
export * from './market/stateNotes';
