import type { Game } from '@sweepscout/shared';

const preview = (slug: string) => `/media/games/${slug}.svg`;

type DemoGame = Omit<Game, 'casinoId'>;

/**
 * The static list of 8 demo games: the previews' fallback when the games of a
 * casino cannot be loaded. The same games are seeded into the database; here they are keyed by
 * casino slug, since database ids are not known to the client.
 */
export const DEMO_GAMES: readonly DemoGame[] = [
  {
    id: 'demo-crown-jewels-slots',
    name: 'Crown Jewels Slots',
    casinoName: 'Crown Coins Casino',
    casinoSlug: 'crown-coins-casino',
    type: 'slot',
    previewImage: preview('crown-jewels-slots'),
    demoUrl: null,
    rtp: 96.5,
    volatility: 'medium',
    description:
      'A five-reel royal slot with expanding crown wilds and a jewel-vault free spins round.',
    features: ['Expanding wilds', 'Free spins', '243 ways to win'],
  },
  {
    id: 'demo-royal-blackjack',
    name: 'Royal Blackjack',
    casinoName: 'Crown Coins Casino',
    casinoSlug: 'crown-coins-casino',
    type: 'table',
    previewImage: preview('royal-blackjack'),
    demoUrl: null,
    rtp: 99.4,
    volatility: 'low',
    description:
      'Classic blackjack against the dealer: the dealer stands on all 17s and blackjack pays 3 to 2.',
    features: ['Dealer stands on 17', 'Blackjack pays 3:2', 'Six-deck shoe'],
  },
  {
    id: 'demo-neon-nights',
    name: 'Neon Nights',
    casinoName: 'Neon Mirage Casino',
    casinoSlug: 'neon-mirage-casino',
    type: 'slot',
    previewImage: preview('neon-nights'),
    demoUrl: null,
    rtp: 96.1,
    volatility: 'high',
    description:
      'A synthwave slot with cascading reels and a multiplier that grows with every cascade.',
    features: ['Cascading reels', 'Growing multiplier', 'Bonus buy'],
  },
  {
    id: 'demo-harbor-roulette',
    name: 'Harbor Roulette',
    casinoName: 'Golden Harbor Social Casino',
    casinoSlug: 'golden-harbor-social-casino',
    type: 'table',
    previewImage: preview('harbor-roulette'),
    demoUrl: null,
    rtp: 94.7,
    volatility: 'medium',
    description:
      'American roulette with 0 and 00, inside and outside bets and a history of the last ten spins.',
    features: ['American wheel', 'Straight up pays 35:1', 'Spin history'],
  },
  {
    id: 'demo-lantern-video-poker',
    name: 'Lantern Video Poker',
    casinoName: 'Lucky Lantern Sweeps',
    casinoSlug: 'lucky-lantern-sweeps',
    type: 'poker',
    previewImage: preview('lantern-video-poker'),
    demoUrl: null,
    rtp: 99.5,
    volatility: 'low',
    description: 'Jacks or Better video poker with a hold-and-draw hand and a full pay table.',
    features: ['Jacks or Better', 'Hold and draw', 'Full pay table'],
  },
  {
    id: 'demo-starlight-bingo',
    name: 'Starlight Bingo',
    casinoName: 'Starlight Spins',
    casinoSlug: 'starlight-spins',
    type: 'bingo',
    previewImage: preview('starlight-bingo'),
    demoUrl: null,
    rtp: 95,
    volatility: 'medium',
    description:
      'Seventy-five ball bingo among the stars, with patterns from single lines to a full blackout.',
    features: ['75-ball bingo', 'Pattern prizes', 'Auto daub'],
  },
  {
    id: 'demo-riverboat-holdem',
    name: "Riverboat Hold'em",
    casinoName: 'Riverboat Royale',
    casinoSlug: 'riverboat-royale',
    type: 'poker',
    previewImage: preview('riverboat-holdem'),
    demoUrl: null,
    rtp: 97.8,
    volatility: 'medium',
    description: "Casino Hold'em against the dealer, with an optional AA bonus side bet.",
    features: ["Texas Hold'em rules", 'AA bonus bet', 'Dealer qualifies with 4s'],
  },
  {
    id: 'demo-desert-gold',
    name: 'Desert Gold',
    casinoName: 'Desert Star Casino',
    casinoSlug: 'desert-star-casino',
    type: 'slot',
    previewImage: preview('desert-gold'),
    demoUrl: null,
    rtp: 95.8,
    volatility: 'high',
    description: 'A Wild West gold-rush slot with sticky nugget symbols and a progressive jackpot.',
    features: ['Sticky symbols', 'Progressive jackpot', 'Free spins'],
  },
];

/**
 * The demo games of a casino from the static list (the fallback when GET /api/games fails); with
 * no casino, the whole list.
 */
export function demoGamesFor(casino: { id: string; slug: string } | undefined): Game[] {
  const games = casino ? DEMO_GAMES.filter((game) => game.casinoSlug === casino.slug) : DEMO_GAMES;
  return games.map((game) => ({ ...game, casinoId: casino?.id ?? '' }));
}

/**
 * The games the previews cycle through: the casino's games from the API when it answered with
 * some, otherwise the static demo games of that casino.
 */
export function previewGames(
  casino: { id: string; slug: string } | undefined,
  fromApi: readonly Game[] | undefined,
): Game[] {
  return fromApi && fromApi.length > 0 ? [...fromApi] : demoGamesFor(casino);
}
