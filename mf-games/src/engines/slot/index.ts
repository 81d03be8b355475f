export * from './symbols';
export * from './engine';
