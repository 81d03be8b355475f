// Also an entry of its own (@sweepscout/shared/schemas) for browser code that loads validation
// lazily, so zod stays out of a page's first chunks. Each schema module configures zod first
// (zodConfig.ts), so a page that builds no schema loads no zod at all.
export * from './common';
export * from './casino';
export * from './casinoValue';
export * from './content';
export * from './games';
export * from './admin';
export * from './events';
export * from './publication';
export * from './adminLists';
export * from './states';
export * from './ratingMethod';
export * from './trust';
export * from './paging';
