export * from './parse';
export * from './rating';
export * from './bonus';
export * from './filterTags';
export * from './summaries';
export * from './ratingMethod';
export * from './headToHead';
export * from './paging';
