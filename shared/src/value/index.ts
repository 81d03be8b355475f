export * from './coinValue';
export * from './casinoValue';
