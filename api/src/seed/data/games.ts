import type { GameType, Volatility } from '@sweepscout/shared';

/** The 8 demo games, each linked to a casino by slug. */
export interface SeedGame {
  casinoSlug: string;
  name: string;
  type: GameType;
  description: string;
  previewImage: string;
  demoUrl: string | null;
  rtp: number;
  volatility: Volatility;
  features: string[];
}

const preview = (slug: string) => `/media/games/${slug}.svg`;

export const SEED_GAMES: SeedGame[] = [
  {
    casinoSlug: 'crown-coins-casino',
    name: 'Crown Jewels Slots',
    type: 'slot',
    description:
      'A five-reel royal slot with expanding crown wilds and a jewel-vault free spins round.',
    previewImage: preview('crown-jewels-slots'),
    demoUrl: null,
    rtp: 96.5,
    volatility: 'medium',
    features: ['Expanding wilds', 'Free spins', '243 ways to win'],
  },
  {
    casinoSlug: 'crown-coins-casino',
    name: 'Royal Blackjack',
    type: 'table',
    description:
      'Classic blackjack against the dealer: the dealer stands on all 17s and blackjack pays 3 to 2.',
    previewImage: preview('royal-blackjack'),
    demoUrl: null,
    rtp: 99.4,
    volatility: 'low',
    features: ['Dealer stands on 17', 'Blackjack pays 3:2', 'Six-deck shoe'],
  },
  {
    casinoSlug: 'neon-mirage-casino',
    name: 'Neon Nights',
    type: 'slot',
    description:
      'A synthwave slot with cascading reels and a multiplier that grows with every cascade.',
    previewImage: preview('neon-nights'),
    demoUrl: null,
    rtp: 96.1,
    volatility: 'high',
    features: ['Cascading reels', 'Growing multiplier', 'Bonus buy'],
  },
  {
    casinoSlug: 'golden-harbor-social-casino',
    name: 'Harbor Roulette',
    type: 'table',
    description:
      'American roulette with 0 and 00, inside and outside bets and a history of the last ten spins.',
    previewImage: preview('harbor-roulette'),
    demoUrl: null,
    rtp: 94.7,
    volatility: 'medium',
    features: ['American wheel', 'Straight up pays 35:1', 'Spin history'],
  },
  {
    casinoSlug: 'lucky-lantern-sweeps',
    name: 'Lantern Video Poker',
    type: 'poker',
    description: 'Jacks or Better video poker with a hold-and-draw hand and a full pay table.',
    previewImage: preview('lantern-video-poker'),
    demoUrl: null,
    rtp: 99.5,
    volatility: 'low',
    features: ['Jacks or Better', 'Hold and draw', 'Full pay table'],
  },
  {
    casinoSlug: 'starlight-spins',
    name: 'Starlight Bingo',
    type: 'bingo',
    description:
      'Seventy-five ball bingo among the stars, with patterns from single lines to a full blackout.',
    previewImage: preview('starlight-bingo'),
    demoUrl: null,
    rtp: 95,
    volatility: 'medium',
    features: ['75-ball bingo', 'Pattern prizes', 'Auto daub'],
  },
  {
    casinoSlug: 'riverboat-royale',
    name: "Riverboat Hold'em",
    type: 'poker',
    description: "Casino Hold'em against the dealer, with an optional AA bonus side bet.",
    previewImage: preview('riverboat-holdem'),
    demoUrl: null,
    rtp: 97.8,
    volatility: 'medium',
    features: ["Texas Hold'em rules", 'AA bonus bet', 'Dealer qualifies with 4s'],
  },
  {
    casinoSlug: 'desert-star-casino',
    name: 'Desert Gold',
    type: 'slot',
    description: 'A Wild West gold-rush slot with sticky nugget symbols and a progressive jackpot.',
    previewImage: preview('desert-gold'),
    demoUrl: null,
    rtp: 95.8,
    volatility: 'high',
    features: ['Sticky symbols', 'Progressive jackpot', 'Free spins'],
  },
];
