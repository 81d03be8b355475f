export * from './request';
export * from './baseApi';
export * from './publicReads';
export * from './sessionReset';
