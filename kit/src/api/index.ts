export * from './request';
export * from './baseApi';
export * from './publicReads';
