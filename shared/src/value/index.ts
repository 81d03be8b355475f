export * from './coinValue';
export * from './casinoValue';
export * from './offerHistory';
export * from './zoneOffsets';
