/** Six guides; one featured. casinoSlug links a guide to the casino it is about. */
export interface SeedGuide {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  authorName: string;
  publishDate: string;
  minutesToRead: number;
  isFeatured: boolean;
  casinoSlug?: string;
  views: number;
}

const image = (slug: string) => `/media/guides/${slug}.svg`;

export const SEED_GUIDES: SeedGuide[] = [
  {
    title: 'How Sweepstakes Casinos Work: A Beginner’s Guide',
    slug: 'how-sweepstakes-casinos-work',
    excerpt:
      'Gold Coins, Sweep Coins, free entry and redemptions: everything a first-time player needs to know about sweepstakes casinos in the US.',
    imageUrl: image('how-sweepstakes-casinos-work'),
    authorName: 'Megan Doyle',
    publishDate: '2026-10-01',
    minutesToRead: 8,
    isFeatured: true,
    views: 120,
    content: `<p>Sweepstakes casinos let adults in most US states play casino-style games for free, with the chance to redeem prizes. They work under sweepstakes law rather than gambling law, which is why no purchase is ever required to play.</p>
<h2>Two currencies</h2>
<p>Every sweepstakes casino uses two virtual currencies. <strong>Gold Coins</strong> are for fun play only and have no value. <strong>Sweep Coins</strong> (also called Sweepstakes Coins) are promotional entries: they are given free with offers, by mail-in requests and as a bonus with Gold Coin purchases, and coins won with them can be redeemed for prizes.</p>
<h2>No purchase necessary</h2>
<p>You can always get Sweep Coins without paying: through the welcome offer, daily login bonuses, social media giveaways and a free mail-in request. Buying Gold Coins is optional.</p>
<h2>Redeeming prizes</h2>
<ul><li>Play your Sweep Coins through once (the usual wagering requirement).</li><li>Complete identity verification with a photo ID and proof of address.</li><li>Request a redemption by bank transfer, PayPal, gift card or crypto, where offered.</li></ul>
<h2>Where you can play</h2>
<p>Most casinos accept players aged 18 or over (some 21) in most states; each casino lists the states it excludes, such as Washington and Idaho.</p>`,
  },
  {
    title: 'Gold Coins vs Sweep Coins: What Is the Difference?',
    slug: 'gold-coins-vs-sweep-coins',
    excerpt:
      'Why one currency is just for fun and the other can be redeemed for prizes, and how to get both for free.',
    imageUrl: image('gold-coins-vs-sweep-coins'),
    authorName: 'Jordan Reyes',
    publishDate: '2026-08-15',
    minutesToRead: 5,
    isFeatured: false,
    views: 95,
    content: `<p>Every sweepstakes casino runs on two currencies, and understanding them is the key to playing well.</p>
<h2>Gold Coins</h2>
<p>Gold Coins are for entertainment. You receive them free and can buy more in packages, but they can never be redeemed for anything.</p>
<h2>Sweep Coins</h2>
<p>Sweep Coins are sweepstakes entries. They are never sold directly: they come free with sign-up offers, daily bonuses, mail-in requests and as a bonus with Gold Coin packages. Winnings in Sweep Coins can be redeemed for prizes once played through.</p>
<h2>Tips</h2>
<ul><li>Keep an eye on which balance is active before you spin.</li><li>Claim daily bonuses: they are the easiest free Sweep Coins.</li><li>Check the minimum redemption amount in the casino's terms.</li></ul>`,
  },
  {
    title: 'How to Redeem Sweep Coins for Cash Prizes',
    slug: 'how-to-redeem-sweep-coins',
    excerpt:
      'A step-by-step guide to verification, minimum amounts and the fastest redemption methods.',
    imageUrl: image('how-to-redeem-sweep-coins'),
    authorName: 'Priya Natarajan',
    publishDate: '2026-06-20',
    minutesToRead: 6,
    isFeatured: false,
    views: 140,
    casinoSlug: 'crown-coins-casino',
    content: `<p>Redeeming Sweep Coins is straightforward once you know the steps. We walk through them using Crown Coins Casino as the example.</p>
<h2>1. Meet the playthrough</h2>
<p>Sweep Coins usually need to be played once before they count as redeemable.</p>
<h2>2. Verify your account</h2>
<p>Upload a photo ID and a recent proof of address. Verification takes from a few hours to two days.</p>
<h2>3. Request the redemption</h2>
<p>Pick a method: bank transfer, PayPal, gift card or crypto where available. Minimums are typically 50 to 100 Sweep Coins for cash.</p>
<h2>4. Wait for processing</h2>
<ul><li>Crypto: often the same day.</li><li>PayPal: one to two days.</li><li>Bank transfer: two to five business days.</li></ul>`,
  },
  {
    title: 'Understanding RTP and Volatility in Slots',
    slug: 'understanding-rtp-and-volatility',
    excerpt:
      'What return to player and volatility mean, and how to use them to choose games that suit your style.',
    imageUrl: image('understanding-rtp-and-volatility'),
    authorName: 'Jordan Reyes',
    publishDate: '2026-05-05',
    minutesToRead: 7,
    isFeatured: false,
    views: 60,
    content: `<p>Two numbers describe how a slot behaves: its RTP and its volatility.</p>
<h2>RTP (return to player)</h2>
<p>RTP is the share of all coins played that a game pays back over a very long time. A 96% RTP slot returns 96 coins per 100 played on average, but any single session can be far above or below that.</p>
<h2>Volatility</h2>
<p>Low volatility games pay small wins often; high volatility games pay rarely but bigger. Medium sits between.</p>
<h2>Choosing a game</h2>
<ul><li>Small balance, long session: low volatility.</li><li>Chasing big wins: high volatility, with a budget.</li><li>Always check the RTP in the game's info panel.</li></ul>`,
  },
  {
    title: 'Playing Responsibly at Sweepstakes Casinos',
    slug: 'playing-responsibly',
    excerpt:
      'Set limits, take breaks and know where to get help: responsible play tips for social casino players.',
    imageUrl: image('playing-responsibly'),
    authorName: 'Megan Doyle',
    publishDate: '2026-03-18',
    minutesToRead: 4,
    isFeatured: false,
    views: 30,
    content: `<p>Sweepstakes casinos are entertainment. These habits help keep them that way.</p>
<ul><li>Set a monthly budget for Gold Coin purchases and stick to it.</li><li>Use the casino's purchase limits and time reminders.</li><li>Take regular breaks and never chase losses.</li><li>Never play to solve money problems.</li></ul>
<h2>Getting help</h2>
<p>If play stops being fun, call the National Problem Gambling Helpline at <a href="tel:18005224700">1-800-522-4700</a> or 1-800-GAMBLER (<a href="tel:18004262537">1-800-426-2537</a>), both available 24/7, or visit <a href="https://www.ncpgambling.org" target="_blank">ncpgambling.org</a>.</p>`,
  },
  {
    title: 'Getting the Most from Daily Login Bonuses',
    slug: 'daily-login-bonuses',
    excerpt:
      'How daily bonuses, streaks and prize wheels work, and which casinos offer the best ones.',
    imageUrl: image('daily-login-bonuses'),
    authorName: 'Priya Natarajan',
    publishDate: '2026-01-25',
    minutesToRead: 5,
    isFeatured: false,
    views: 75,
    casinoSlug: 'neon-mirage-casino',
    content: `<p>Daily login bonuses are the simplest way to keep a balance topped up without spending anything.</p>
<h2>How they work</h2>
<p>Log in once every 24 hours and claim a fixed amount of Gold Coins, often with a few Sweep Coins. Some casinos, such as Neon Mirage Casino, grow the reward with each consecutive day.</p>
<h2>Prize wheels</h2>
<p>Others offer a daily spin of a prize wheel with random rewards.</p>
<h2>Tips</h2>
<ul><li>Claim at the same time each day to keep streaks alive.</li><li>Check the terms: some bonuses expire after 24 hours.</li></ul>`,
  },
];
