// The generated catalog the scale benchmarks share: varied game types, payment methods, features,
// ratings and bonuses, the same on every run for a given seed.
const GAME_TYPES = ['Slots', 'Table Games', 'Live Dealer', 'Progressives', 'Bingo', 'Poker'];
const PAYMENTS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto', 'Skrill', 'Apple Pay'];
const FEATURES = [
  'welcomeBonus',
  'noPurchaseRequired',
  'firstPurchaseBonus',
  'dailyLoginBonus',
  'vipProgram',
  'mobileApp',
  'liveChat',
];
const BONUSES = ['FREE 5 Sweeps Coins', '10,000 Gold Coins', '250% First Purchase', 'Daily spins'];

/** A small deterministic generator: the same catalog on every run. */
export function generator(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function someOf(list, random) {
  const picked = list.filter(() => random() < 0.45);
  return picked.length ? picked : [list[Math.floor(random() * list.length)]];
}

/** The admin API's create body of generated casino number `index`. */
export function casinoBody(index, random) {
  const slug = `scale-casino-${index}`;
  return {
    name: `Scale Casino ${index}`,
    slug,
    description: `Generated casino number ${index} for the scale benchmark.`,
    rating: (1 + Math.round(random() * 40) / 10).toFixed(1),
    bonusAmount: `${BONUSES[index % BONUSES.length]}`,
    gamesCount: `${100 + Math.floor(random() * 2000)}+ Games`,
    gameTypes: someOf(GAME_TYPES, random).join(', '),
    paymentMethods: someOf(PAYMENTS, random),
    features: Object.fromEntries(FEATURES.map((key) => [key, random() < 0.5])),
    websiteUrl: `https://example.com/${slug}`,
    isFeatured: index % 200 === 0,
    value: casinoValue(index),
  };
}

const METHODS = ['gift-card', 'bank', 'crypto', 'paypal', 'debit-card'];
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'UTC',
];
const UNVERIFIED = { verifiedAt: null, verifiedBy: null, needsVerification: true };

/**
 * Coin packages, free offers and redemption facts of generated casino `index`, from a generator
 * of its own (the rest of the catalog stays as it was).
 */
export function casinoValue(index) {
  const random = generator(index + 1);
  const rate = 0.8 + random() * 0.3;
  const packages = [5, 10, 20, 50].map((price) => ({
    priceUsd: price - 0.01,
    goldCoins: price * 10000,
    bonusSc: Math.round(((price - 0.01) / (rate + random() * 0.1)) * 100) / 100,
    firstPurchase: false,
    dailyLimit: null,
    weeklyLimit: null,
  }));
  packages.unshift({
    ...packages[1],
    bonusSc: packages[1].bonusSc * 2,
    firstPurchase: true,
    dailyLimit: 1,
  });
  return {
    packages,
    packagesVerification: UNVERIFIED,
    offers: {
      signupSc: Math.round(random() * 50) / 10,
      dailySc: Math.round(random() * 20) / 10,
      dailyGc: 1000 * Math.ceil(random() * 10),
      streak: null,
      resetTime: '00:00',
      timeZone: ZONES[index % ZONES.length],
      amoe: null,
      verification: UNVERIFIED,
    },
    redemption: {
      playthrough: 1,
      minimums: someOf(METHODS, random).map((method) => ({
        method,
        minSc: [10, 25, 50, 75, 100][Math.floor(random() * 5)],
      })),
      processingTime: '1 to 5 business days',
      identityChecks: null,
      prizeCaps: [{ state: 'FL', maxUsd: 5000 }],
      verification: UNVERIFIED,
    },
  };
}
