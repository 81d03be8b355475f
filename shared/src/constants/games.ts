/** Demo-game types and defaults shared by the games remote, the API and the admin forms. */
export const GAME_TYPES = ['slot', 'table', 'poker', 'bingo'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];
export const DEFAULT_RTP = 96.5;
export const DEFAULT_VOLATILITY: Volatility = 'medium';
export const DEFAULT_GAME_TYPE: GameType = 'slot';
export const PREVIEW_CANVAS = { width: 600, height: 400 } as const;
