import type { SubScores } from '@sweepscout/shared';

/**
 * The rating method's sub-scores of the seed casinos (0 to 10 per criterion), by casino slug. Under
 * the default weights each reproduces the casino's seed rating exactly.
 * Editorial starting points: every figure needs verification before it is relied on.
 */
export const SEED_SUB_SCORES: Record<string, SubScores> = {
  'crown-coins-casino': {
    bonuses: 9.8,
    games: 9.8,
    redemption: 9.7,
    trust: 9.4,
    support: 9.4,
    responsiblePlay: 9.4,
  },
  'neon-mirage-casino': {
    bonuses: 10,
    games: 10,
    redemption: 9.9,
    trust: 9.6,
    support: 9.6,
    responsiblePlay: 9.6,
  },
  'golden-harbor-social-casino': {
    bonuses: 9.4,
    games: 9.4,
    redemption: 9.3,
    trust: 9,
    support: 9,
    responsiblePlay: 9,
  },
  'lucky-lantern-sweeps': {
    bonuses: 8.6,
    games: 9.6,
    redemption: 9.4,
    trust: 8.8,
    support: 8.7,
    responsiblePlay: 8.9,
  },
  'riverboat-royale': {
    bonuses: 9.4,
    games: 8.2,
    redemption: 8.6,
    trust: 8.8,
    support: 9.1,
    responsiblePlay: 8.6,
  },
  'starlight-spins': {
    bonuses: 9.1,
    games: 8.2,
    redemption: 8.3,
    trust: 8.8,
    support: 8.2,
    responsiblePlay: 8.7,
  },
  'maple-ridge-sweeps': {
    bonuses: 7.9,
    games: 8.6,
    redemption: 8.4,
    trust: 7.8,
    support: 9,
    responsiblePlay: 8,
  },
  'emerald-isle-sweeps': {
    bonuses: 8.2,
    games: 8.2,
    redemption: 8.1,
    trust: 7.8,
    support: 7.8,
    responsiblePlay: 7.8,
  },
  'summit-social-casino': {
    bonuses: 7.4,
    games: 8.4,
    redemption: 8.2,
    trust: 7.6,
    support: 7.5,
    responsiblePlay: 7.7,
  },
  'frontier-fortune': {
    bonuses: 8,
    games: 6.8,
    redemption: 7.2,
    trust: 7.4,
    support: 7.7,
    responsiblePlay: 7.2,
  },
  'desert-star-casino': {
    bonuses: 7.5,
    games: 6.6,
    redemption: 6.7,
    trust: 7.2,
    support: 6.6,
    responsiblePlay: 7.1,
  },
  'blue-bayou-sweeps': {
    bonuses: 6.1,
    games: 6.8,
    redemption: 6.6,
    trust: 6,
    support: 7.2,
    responsiblePlay: 6.2,
  },
};
