export * from './request';
export * from './baseApi';
