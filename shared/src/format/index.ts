export * from './dates';
export * from './text';
export * from './numbers';
