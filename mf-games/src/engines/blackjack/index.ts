export * from './cards';
export * from './engine';
