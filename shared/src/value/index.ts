export * from './coinValue';
