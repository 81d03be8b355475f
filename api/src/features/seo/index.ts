export * from './head';
export * from './origin';
export * from './render';
export * from './routes';
export * from './sitemap';
