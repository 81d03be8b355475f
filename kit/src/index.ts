/** Browser-only shared pieces: request rules and baseApi, analytics, toasts, theme, UI kit. */
export * from './api';
export * from './analytics';
export * from './toast';
export * from './theme';
export * from './ui';
export * from './links';
export * from './glossary';
export * from './seo';
export * from './remotes';
export * from './forms';
