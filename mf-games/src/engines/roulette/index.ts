export * from './wheel';
export * from './bets';
export * from './engine';
