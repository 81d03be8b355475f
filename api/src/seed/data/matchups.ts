/** The seed's approved head-to-head pairs (by casino slug) and their editors' verdicts. */
export const SEED_MATCHUPS = [
  {
    a: 'crown-coins-casino',
    b: 'neon-mirage-casino',
    verdict:
      'Neon Mirage edges it on game choice and its overall score, with one of the deepest lobbies we have tested. Crown Coins answers with live dealer tables and a friendlier start for new players. Pick Neon Mirage for variety, Crown Coins if live tables matter most to you.',
  },
  {
    a: 'golden-harbor-social-casino',
    b: 'lucky-lantern-sweeps',
    verdict:
      'Golden Harbor is the calmer, classic-games choice with clear rules and a 21+ minimum age; Lucky Lantern suits players who want more daily promotions. Both redeemed reliably in our tests.',
  },
  {
    a: 'riverboat-royale',
    b: 'starlight-spins',
    verdict:
      'Close on paper: Riverboat Royale rates a little higher thanks to its bonuses, while Starlight Spins wins on support and its game library. Check which payment methods you need before choosing.',
  },
] as const;
