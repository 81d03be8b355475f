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
  };
}
