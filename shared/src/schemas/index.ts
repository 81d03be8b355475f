export * from './common';
export * from './casino';
export * from './content';
export * from './games';
export * from './admin';
export * from './events';
export * from './publication';
export * from './adminLists';
