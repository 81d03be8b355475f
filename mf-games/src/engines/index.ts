/** Pure game engines of the /games demos: no React, no DOM. */
export * from './random';
export * from './common';
export * from './slot';
export * from './blackjack';
export * from './roulette';
