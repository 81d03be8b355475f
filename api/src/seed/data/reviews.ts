/** Eight reviews; the HTML is assembled from each review's own text. */
export interface SeedReview {
  casinoSlug: string;
  title: string;
  slug: string;
  excerpt: string;
  rating: number;
  authorName: string;
  authorAvatar: string | null;
  publishDate: string;
  isFeatured: boolean;
  reviewImages: string[];
  sections: {
    intro: string;
    bonus: string;
    games: string;
    payments: string;
    pros: string[];
    cons: string[];
    verdict: string;
  };
}

const METHOD =
  'As with every SweepScout review, we created a fresh account, claimed the free offers, played through a mix of slots and table games with Gold Coins and Sweep Coins, contacted support with a real question and completed a test redemption before scoring the site.';

const RESPONSIBLE_PLAY =
  'Sweepstakes casinos are meant to be entertainment. Decide in advance how much time and money you are willing to spend on optional Gold Coin purchases, use the purchase limits and reminders the casino offers, and take a break whenever play stops being fun. Help is available around the clock from the National Problem Gambling Helpline at 1-800-522-4700.';

export function reviewHtml(s: SeedReview['sections']): string {
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return [
    `<p>${s.intro}</p>`,
    `<p>${METHOD}</p>`,
    `<h2>Welcome Bonus and Promotions</h2><p>${s.bonus}</p>`,
    `<h2>Games Selection</h2><p>${s.games}</p>`,
    `<h2>Payments and Redemptions</h2><p>${s.payments}</p>`,
    `<h2>Pros</h2>${list(s.pros)}`,
    `<h2>Cons</h2>${list(s.cons)}`,
    `<h2>Our Verdict</h2><p>${s.verdict}</p>`,
    `<h2>Playing Responsibly</h2><p>${RESPONSIBLE_PLAY}</p>`,
  ].join('\n');
}

const img = (slug: string, n: number) => `/media/reviews/${slug}-${n}.svg`;

export const SEED_REVIEWS: SeedReview[] = [
  {
    casinoSlug: 'crown-coins-casino',
    title: 'Crown Coins Casino Review 2026: Royal Rewards Without a Purchase',
    slug: 'crown-coins-casino-review',
    excerpt:
      'Crown Coins Casino combines a no-purchase welcome pack, a daily login bonus and live dealer tables into one of the most polished sweepstakes casinos we have tested this year.',
    rating: 4.8,
    authorName: 'Megan Doyle',
    authorAvatar: '/media/authors/megan-doyle.svg',
    publishDate: '2026-10-14',
    isFeatured: true,
    reviewImages: [
      img('crown-coins-casino', 1),
      img('crown-coins-casino', 2),
      img('crown-coins-casino', 3),
    ],
    sections: {
      intro:
        'Crown Coins Casino launched in 2023 and has quickly become one of the names players mention first when they talk about sweepstakes casinos. The royal theme is consistent without being loud, the lobby loads quickly on both desktop and phones, and the site explains clearly how Crown Coins differ from Sweeps Coins.',
      bonus:
        'New players receive 100,000 Crown Coins and 2 free Sweeps Coins the moment their account is confirmed, with no purchase required. A daily login bonus tops the balance up every 24 hours, and the first purchase comes with extra coins. Sweeps Coins carry a one-time playthrough requirement before they can be redeemed, which is standard for the market.',
      games:
        'We counted more than 450 titles. Slots make up the bulk, with progressive jackpots refreshed weekly, but there is also a proper table games section and a live dealer lobby with blackjack, roulette and baccarat streamed from a studio. Games load in a couple of seconds and every title shows its RTP in the info panel.',
      payments:
        'Coin packages can be bought with Visa, Mastercard, PayPal or Skrill, starting at $1.99. Redemptions require identity verification with a photo ID and proof of address; our first cash redemption was approved in under two days and arrived by bank transfer one day later.',
      pros: [
        'Free coins on sign-up and every day, no purchase needed',
        'Live dealer tables, which few sweepstakes casinos offer',
        'Fast, clearly explained redemptions',
        'Responsive live chat support around the clock',
      ],
      cons: [
        'Not available in Washington, Idaho, Nevada or Michigan',
        'The VIP program tiers are only explained after you join',
      ],
      verdict:
        'Crown Coins Casino earns its place near the top of our rankings. The welcome offer is genuinely free, the game library is broad, and the redemption process is one of the quickest we have seen. It is an easy recommendation for new and experienced sweepstakes players alike.',
    },
  },
  {
    casinoSlug: 'neon-mirage-casino',
    title: 'Neon Mirage Casino Review: The Biggest Library in Sweepstakes Gaming',
    slug: 'neon-mirage-casino-review',
    excerpt:
      'With more than 2,000 games, crypto purchases and a VIP ladder that speeds up redemptions, Neon Mirage is the destination for players who want variety above all.',
    rating: 4.9,
    authorName: 'Jordan Reyes',
    authorAvatar: '/media/authors/jordan-reyes.svg',
    publishDate: '2026-09-02',
    isFeatured: true,
    reviewImages: [img('neon-mirage-casino', 1), img('neon-mirage-casino', 2)],
    sections: {
      intro:
        'Neon Mirage Casino wraps an enormous game library in a retro arcade look of glowing pinks and blues. Behind the styling is a mature operation: clear terms, quick support and a redemption desk that handled our test request without any back-and-forth.',
      bonus:
        'The welcome package of 1.5 million Gold Coins and 30 Sweep Coins is spread over your first three logins, and the promo code NEON30 adds a further boost to the first purchase. Daily login rewards and weekly tournaments keep the balance moving, and VIP members get personal offers.',
      games:
        'Over 2,000 games from more than thirty studios cover every category: classic and video slots, a deep progressive jackpot network, table games and a full live casino. Filters by studio, volatility and feature make the lobby easy to navigate despite its size.',
      payments:
        'Visa, Mastercard, PayPal, Bitcoin and Ethereum are all accepted. Crypto redemptions were the fastest we recorded, completed within hours once verification was done. Bank transfers took three business days.',
      pros: [
        'Largest game library we have reviewed',
        'Crypto purchases and same-day crypto redemptions',
        'VIP program with real benefits',
        'Excellent search and filters',
      ],
      cons: [
        'A purchase is needed to unlock the full welcome package',
        'Not available in Washington or Idaho',
      ],
      verdict:
        'Neon Mirage is the best choice for players who value variety and speed. The library is unmatched, redemptions are quick, and the VIP ladder rewards loyalty in a way that feels fair. It takes our highest rating this year.',
    },
  },
  {
    casinoSlug: 'golden-harbor-social-casino',
    title: 'Golden Harbor Social Casino Review: Classic Games, Modern Payments',
    slug: 'golden-harbor-social-casino-review',
    excerpt:
      'Golden Harbor pairs classic three-reel slots and video poker with bank transfer and Bitcoin redemptions. The HARBOR25 code unlocks 25 free Sweep Coins.',
    rating: 4.6,
    authorName: 'Megan Doyle',
    authorAvatar: '/media/authors/megan-doyle.svg',
    publishDate: '2026-07-21',
    isFeatured: false,
    reviewImages: [img('golden-harbor-social-casino', 1)],
    sections: {
      intro:
        'Golden Harbor Social Casino feels like a seaside arcade: calm colours, clear menus and a strong focus on classic games. It is one of the few sweepstakes casinos with a minimum age of 21, and it makes its rules easy to find.',
      bonus:
        'Signing up with the promo code HARBOR25 brings 250,000 Gold Coins and 25 free Sweep Coins without a purchase. Daily login rewards and a VIP club with monthly bonuses follow. The wagering requirement on Sweep Coins is a single playthrough.',
      games:
        'More than 1,200 games include a large collection of classic slots, progressive jackpots and video poker, plus blackjack and roulette tables. There is no live dealer section, which will matter to some players.',
      payments:
        'Purchases can be made with Visa, Mastercard, bank transfer or Bitcoin from $9.99. Bitcoin redemptions were processed within a day; bank transfers within three business days after verification.',
      pros: [
        '25 free Sweep Coins with the promo code',
        'Strong classic slots and video poker selection',
        'Bitcoin redemptions',
      ],
      cons: [
        'No live dealer games',
        'No mobile app',
        'Minimum age 21 and not available in WA or ID',
      ],
      verdict:
        'Golden Harbor is a reliable, well-run sweepstakes casino that suits players who prefer classic games. The free Sweep Coins offer is among the best available.',
    },
  },
  {
    casinoSlug: 'lucky-lantern-sweeps',
    title: 'Lucky Lantern Sweeps Review: A Mobile-First Social Casino',
    slug: 'lucky-lantern-sweeps-review',
    excerpt:
      'Lucky Lantern Sweeps is built for phones first, with Asian-themed slots, a compact live lobby and PayPal purchases.',
    rating: 4.5,
    authorName: 'Priya Natarajan',
    authorAvatar: null,
    publishDate: '2026-05-30',
    isFeatured: false,
    reviewImages: [],
    sections: {
      intro:
        'Lucky Lantern Sweeps was designed for phones first, and it shows: the lobby is a single scrolling column, games open full screen, and the cashier is two taps away. The lantern-festival theme is pleasant and never gets in the way.',
      bonus:
        'The sign-up offer of 10,000 Gold Coins and 1 Sweep Coin is modest, but a daily login bonus adds coins every day you return. There is no first purchase bonus and no VIP program yet.',
      games:
        'Around 700 games are mostly slots with Asian themes, plus a compact live dealer lobby with blackjack and baccarat. Each slot shows its RTP and volatility before you start.',
      payments:
        'PayPal and Visa are accepted for purchases. Redemptions go to PayPal after account verification and took about two days in our test.',
      pros: [
        'Excellent mobile experience',
        'PayPal purchases and redemptions',
        'Live dealer games',
      ],
      cons: ['Small welcome offer', 'No VIP program', 'Live chat is not available'],
      verdict:
        'Lucky Lantern is a good pick for players who play mostly on their phones and like PayPal. Its offers are smaller than the leaders, but the experience is smooth.',
    },
  },
  {
    casinoSlug: 'riverboat-royale',
    title: 'Riverboat Royale Review: The Table Game Specialist',
    slug: 'riverboat-royale-review',
    excerpt:
      'Riverboat Royale is the sweepstakes casino for table game fans, with live blackjack, roulette and baccarat and 50,000 free Gold Coins on sign-up.',
    rating: 4.4,
    authorName: 'Jordan Reyes',
    authorAvatar: '/media/authors/jordan-reyes.svg',
    publishDate: '2026-04-11',
    isFeatured: false,
    reviewImages: [img('riverboat-royale', 1), img('riverboat-royale', 2)],
    sections: {
      intro:
        'Riverboat Royale recreates the atmosphere of a paddle-steamer casino, and unlike most sweepstakes casinos it puts table games, not slots, at the centre. Most tables are streamed live with professional dealers.',
      bonus:
        'New accounts get 50,000 Gold Coins free. Sweep Coins arrive with the first purchase, which carries a bonus, and a VIP program rewards regular table players with cashback in Gold Coins.',
      games:
        'About 600 games include live blackjack, roulette, baccarat and several poker variants. There are no slots to speak of, so slot fans should look elsewhere.',
      payments:
        'PayPal and bank transfer are the options for purchases and redemptions. Our bank transfer redemption took four business days, slower than the leaders.',
      pros: [
        'Best live table game selection',
        'VIP cashback for table players',
        'Helpful live chat',
      ],
      cons: ['Sweep Coins need a purchase', 'Slower bank redemptions', 'Almost no slots'],
      verdict:
        'If blackjack and roulette are your games, Riverboat Royale is the best sweepstakes casino for you. Everyone else will find the library narrow.',
    },
  },
  {
    casinoSlug: 'starlight-spins',
    title: 'Starlight Spins Review: Slots and Jackpots Among the Stars',
    slug: 'starlight-spins-review',
    excerpt:
      'Starlight Spins is a slots-only sweepstakes casino with 5 free Sweeps Coins on sign-up and hourly progressive jackpots.',
    rating: 4.3,
    authorName: 'Priya Natarajan',
    authorAvatar: null,
    publishDate: '2026-03-08',
    isFeatured: false,
    reviewImages: [img('starlight-spins', 1)],
    sections: {
      intro:
        'Starlight Spins is unapologetically about slots. Its space theme runs through the whole site, new releases arrive every week, and a network of progressive jackpots climbs visibly in the header.',
      bonus:
        'Five free Sweeps Coins are credited after email verification, with no purchase required, and the promo code STAR5 adds Gold Coins. Daily login rewards follow.',
      games:
        'Roughly 350 slots, including hourly and daily progressive jackpots. There are no table or live dealer games at all.',
      payments:
        'Visa, Mastercard and Apple Pay are accepted from $2.99. Redemptions go by bank transfer after verification and took three days in our test.',
      pros: ['5 free Sweeps Coins without a purchase', 'Hourly jackpots', 'Good mobile app'],
      cons: ['No table or live dealer games', 'No VIP program', 'Not available in WA, ID or MI'],
      verdict:
        'Starlight Spins is a focused, enjoyable slots site with a genuinely free welcome offer. Players who want table games will need a second casino.',
    },
  },
  {
    casinoSlug: 'maple-ridge-sweeps',
    title: 'Maple Ridge Sweeps Review: Small, Friendly and Dependable',
    slug: 'maple-ridge-sweeps-review',
    excerpt:
      'Maple Ridge Sweeps offers a curated game list and a 200% first purchase boost, with dependable bank transfer redemptions.',
    rating: 4.1,
    authorName: 'Megan Doyle',
    authorAvatar: '/media/authors/megan-doyle.svg',
    publishDate: '2026-02-17',
    isFeatured: false,
    reviewImages: [],
    sections: {
      intro:
        'Maple Ridge Sweeps is a smaller operator that does the basics well. The site is quiet and tidy, the terms are short and readable, and support answered our question within minutes.',
      bonus:
        'There is no free welcome offer beyond the mandatory free entry method, but the first purchase is boosted by 200%, which is one of the strongest first purchase bonuses around.',
      games:
        'The lobby has about 180 games, mostly slots with a few blackjack and roulette tables. The selection is curated rather than large.',
      payments:
        'Bank transfer and Visa are accepted. Bank transfer redemptions were approved within a day of verification.',
      pros: ['200% first purchase bonus', 'Quick, friendly support', 'Reliable redemptions'],
      cons: ['Small game library', 'No free welcome coins', 'No VIP program'],
      verdict:
        'Maple Ridge is a sound choice for players planning a first purchase anyway. Those looking for free coins or variety should start elsewhere.',
    },
  },
  {
    casinoSlug: 'desert-star-casino',
    title: 'Desert Star Casino Review: Plenty of Payment Options, Average Offers',
    slug: 'desert-star-casino-review',
    excerpt:
      'Desert Star Casino accepts cards, PayPal, bank transfer and Bitcoin, but its bonus offers and game library are only average.',
    rating: 3.5,
    authorName: 'Jordan Reyes',
    authorAvatar: '/media/authors/jordan-reyes.svg',
    publishDate: '2026-01-12',
    isFeatured: false,
    reviewImages: [img('desert-star-casino', 1)],
    sections: {
      intro:
        'Desert Star Casino has one standout strength: payment choice. Beyond that it is an average sweepstakes casino with a desert-sunset theme, a mid-sized lobby and offers that trail the leaders.',
      bonus:
        'New players receive 7,500 Gold Coins and 2.5 Sweeps Coins after verifying their email, and the promo code DESERT adds a first purchase bonus. There is no daily login bonus.',
      games:
        'Around 250 games cover slots, a few table games and live dealer blackjack. Quality is fine but the choice is limited.',
      payments:
        'Visa, PayPal, bank transfer and Bitcoin are all accepted. Redemptions took three to five days.',
      pros: [
        'Four payment methods including Bitcoin',
        'Live dealer blackjack',
        'Promo code for the first purchase',
      ],
      cons: [
        'Small welcome offer',
        'No daily login bonus',
        'Minimum age 21 and restricted in NV, WA, MI and ID',
      ],
      verdict:
        'Desert Star is serviceable, and its payment choice will suit some players, but most will find better offers at the casinos higher in our rankings.',
    },
  },
];
