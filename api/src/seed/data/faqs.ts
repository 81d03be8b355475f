/** Eight FAQs; the answers use the glossary phrases the home page highlights. */
export const SEED_FAQS: { question: string; answer: string; order: number }[] = [
  {
    order: 0,
    question: 'What is a sweepstakes casino?',
    answer:
      'A sweepstakes casino is a free-to-play social casino that runs under US sweepstakes law. You play with Gold Coins for fun and with Sweep Coins, which can be redeemed for prizes. No purchase is ever necessary.',
  },
  {
    order: 1,
    question: 'What is the difference between Gold Coins and Sweep Coins?',
    answer:
      'Gold Coins are virtual currency for entertainment only and have no real-world value. Sweep Coins (also called Sweepstakes Coins) are promotional entries that come free with offers and purchases; coins won with them can be redeemed for prizes.',
  },
  {
    order: 2,
    question: 'How do I redeem Sweep Coins for prizes?',
    answer:
      'Play your Sweep Coins through once, complete account verification, then request a redemption by bank transfer, PayPal, gift card or crypto where offered. Each redemption has a minimum amount set by the casino.',
  },
  {
    order: 3,
    question: 'Why do I need to verify my account?',
    answer:
      'Verification confirms your identity and age before your first redemption. Casinos ask for a valid photo ID and proof of address; it usually takes between a few hours and two days.',
  },
  {
    order: 4,
    question: 'Is there a wagering requirement on bonus coins?',
    answer:
      'Most casinos apply a wagering requirement of one playthrough to Sweep Coins from a bonus: you play them once before they become redeemable. Check each casino’s terms for the exact rule.',
  },
  {
    order: 5,
    question: 'What does RTP mean?',
    answer:
      'RTP (return to player) is the share of all coins played that a game pays back over time. A slot with a 96% RTP returns 96 coins per 100 played on average, although single sessions vary widely.',
  },
  {
    order: 6,
    question: 'What do VIP programs offer?',
    answer:
      'A VIP program rewards regular players with extra bonus coins, faster redemption processing, personal account managers and exclusive promotions as they climb its tiers.',
  },
  {
    order: 7,
    question: 'Who can play at sweepstakes casinos?',
    answer:
      'Adults aged 18 or over (21 at some casinos) in most US states. Each sweepstakes casino lists the states where it is not available, and redemption requires verification of your age and address.',
  },
];
