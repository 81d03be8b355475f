/** The built-in glossary, and the phrases that point at its terms. */
export interface GlossaryTerm {
  key: string;
  term: string;
  definition: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    key: 'sweepstakes',
    term: 'Sweepstakes Casino',
    definition:
      'An online social casino that runs under US sweepstakes law, where you play with free virtual coins and can redeem promotional Sweep Coins for prizes.',
  },
  {
    key: 'gold-coins',
    term: 'Gold Coins',
    definition:
      'Virtual currency used for fun play that has no real-world value and cannot be redeemed.',
  },
  {
    key: 'sweep-coins',
    term: 'Sweep Coins',
    definition:
      'Promotional currency, given free with offers and purchases, that can be redeemed for prizes or cash.',
  },
  {
    key: 'social-casino',
    term: 'Social Casino',
    definition:
      'A casino-style gaming site played only with virtual coins for entertainment, with no prizes of real value.',
  },
  {
    key: 'redeem',
    term: 'Redemption',
    definition: 'Converting Sweep Coins you have won into prizes, gift cards or cash.',
  },
  {
    key: 'verification',
    term: 'Account Verification',
    definition:
      'An identity check before your first redemption that requires valid ID and proof of address.',
  },
  {
    key: 'bonus',
    term: 'Bonus',
    definition:
      'Free coins a casino gives you, for example when you sign up, log in daily or make a purchase.',
  },
  {
    key: 'vip',
    term: 'VIP Program',
    definition:
      'A loyalty scheme that rewards regular players with extra coins, faster redemptions and other perks as they move up its tiers.',
  },
  {
    key: 'wagering-requirement',
    term: 'Wagering Requirement',
    definition:
      'The number of times bonus coins must be played through before they can be redeemed.',
  },
  {
    key: 'rtp',
    term: 'RTP (Return to Player)',
    definition:
      'The share of all coins played that a game pays back over time, such as 96% on average.',
  },
];

export const GLOSSARY_BY_KEY: Readonly<Record<string, GlossaryTerm>> = Object.fromEntries(
  GLOSSARY.map((t) => [t.key, t]),
);

/**
 * Phrases highlighted in FAQ answers, each pointing at a glossary key.
 * Longer phrases come first so that 'Sweepstakes Coins' wins over 'sweepstakes casino'.
 */
export const GLOSSARY_PHRASES: readonly { phrase: string; key: string }[] = [
  { phrase: 'Sweepstakes Coins', key: 'sweep-coins' },
  { phrase: 'wagering requirement', key: 'wagering-requirement' },
  { phrase: 'sweepstakes casino', key: 'sweepstakes' },
  { phrase: 'Sweep Coins', key: 'sweep-coins' },
  { phrase: 'Gold Coins', key: 'gold-coins' },
  { phrase: 'verification', key: 'verification' },
  { phrase: 'redemption', key: 'redeem' },
  { phrase: 'redeem', key: 'redeem' },
  { phrase: 'bonus', key: 'bonus' },
  { phrase: 'VIP', key: 'vip' },
  { phrase: 'RTP', key: 'rtp' },
];

/** Glossary timing and thresholds. */
export const GLOSSARY_TIMING = {
  glossaryDelayMs: 300,
  defaultDelayMs: 700,
  skipDelayMs: 300,
  autoOpenDelayMs: 500,
  returningUserAfterTerms: 5,
} as const;
