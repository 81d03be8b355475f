import {
  REDEMPTION_METHOD_VALUES,
  type CasinoValueFormValues,
  type RedemptionMethod,
} from '@sweepscout/shared';

/**
 * Coin packages, free offers and redemption facts of the seed casinos, keyed by slug: plausible
 * starting values for the editors, not facts. Every group is seeded as needing verification (no
 * date, no verifier) until staff check it against the casino's own pages and terms; the site
 * says so beside each group. Nothing here is legal advice.
 */

const UNVERIFIED = { verifiedAt: null, verifiedBy: null, needsVerification: true };

/** Florida and New York cap a single sweepstakes prize at $5,000. */
const PRIZE_CAPS = [
  { state: 'FL', maxUsd: 5000 },
  { state: 'NY', maxUsd: 5000 },
] as const;

type Pack = [priceUsd: number, goldCoins: number, bonusSc: number];

interface Entry {
  /** The standard packages, smallest first. */
  packs: Pack[];
  /** The one-time first-purchase offer. */
  firstPurchase: Pack;
  signupSc: number;
  dailySc: number;
  dailyGc: number;
  /** The streak bonus, when the casino has one. */
  streak?: string;
  resetTime: string;
  timeZone: string;
  /** How many times SC must be played before redemption; once unless said otherwise. */
  playthrough?: number;
  minimums: Partial<Record<RedemptionMethod, number>>;
  processingTime: string;
  /** The usual KYC unless said otherwise. */
  identityChecks?: string;
}

const AMOE =
  'Free SC by mail: send a handwritten request card as described in the sweepstakes rules; one request per envelope.';
const KYC = 'Photo ID and proof of address before the first redemption.';

function value(entry: Entry): CasinoValueFormValues {
  const pkg = ([priceUsd, goldCoins, bonusSc]: Pack, firstPurchase = false) => ({
    priceUsd,
    goldCoins,
    bonusSc,
    firstPurchase,
    dailyLimit: firstPurchase ? 1 : null,
    weeklyLimit: null,
  });
  return {
    packages: [pkg(entry.firstPurchase, true), ...entry.packs.map((p) => pkg(p))],
    packagesVerification: UNVERIFIED,
    offers: {
      signupSc: entry.signupSc,
      dailySc: entry.dailySc,
      dailyGc: entry.dailyGc,
      streak: entry.streak ?? null,
      resetTime: entry.resetTime,
      timeZone: entry.timeZone,
      amoe: AMOE,
      verification: UNVERIFIED,
    },
    redemption: {
      playthrough: entry.playthrough ?? 1,
      minimums: REDEMPTION_METHOD_VALUES.filter((method) => method in entry.minimums).map(
        (method) => ({ method, minSc: entry.minimums[method] }),
      ),
      processingTime: entry.processingTime,
      identityChecks: entry.identityChecks ?? KYC,
      prizeCaps: PRIZE_CAPS.map((cap) => ({ ...cap })),
      verification: UNVERIFIED,
    },
  };
}

export const SEED_CASINO_VALUE: Record<string, CasinoValueFormValues> = {
  'crown-coins-casino': value({
    packs: [
      [4.99, 50000, 5],
      [20, 200000, 21],
      [49.99, 500000, 50],
    ],
    firstPurchase: [9.99, 200000, 20],
    signupSc: 2,
    dailySc: 1,
    dailyGc: 5000,
    streak: 'Claim 7 days in a row for 1 extra SC on day 7.',
    resetTime: '00:00',
    timeZone: 'America/New_York',
    minimums: { 'gift-card': 50, bank: 100 },
    processingTime: '1 to 3 business days',
  }),
  'neon-mirage-casino': value({
    packs: [
      [9.99, 100000, 10],
      [50, 500000, 55],
      [99.99, 1000000, 105],
    ],
    firstPurchase: [19.99, 1500000, 40],
    signupSc: 5,
    dailySc: 0.5,
    dailyGc: 10000,
    resetTime: '00:00',
    timeZone: 'UTC',
    minimums: { bank: 100, crypto: 50 },
    processingTime: 'Within 24 hours for VIP members, otherwise 2 to 5 days',
  }),
  'golden-harbor-social-casino': value({
    packs: [
      [4.99, 40000, 4.5],
      [10, 100000, 10],
    ],
    firstPurchase: [4.99, 100000, 10],
    signupSc: 1,
    dailySc: 0.3,
    dailyGc: 2000,
    resetTime: '12:00',
    timeZone: 'America/Chicago',
    minimums: { 'gift-card': 25, bank: 100 },
    processingTime: '3 to 5 business days',
  }),
  'lucky-lantern-sweeps': value({
    packs: [
      [9.99, 100000, 9.5],
      [25, 250000, 25.5],
    ],
    firstPurchase: [14.99, 300000, 30],
    signupSc: 3,
    dailySc: 1.5,
    dailyGc: 3000,
    streak: 'The daily SC grows by 0.1 each day of a streak, up to 2 SC.',
    resetTime: '00:00',
    timeZone: 'America/New_York',
    minimums: { bank: 75 },
    processingTime: '2 to 4 business days',
  }),
  'riverboat-royale': value({
    packs: [
      [19.99, 200000, 19.5],
      [100, 1000000, 104],
    ],
    firstPurchase: [24.99, 500000, 50],
    signupSc: 2,
    dailySc: 0.25,
    dailyGc: 1500,
    resetTime: '00:00',
    timeZone: 'America/Chicago',
    minimums: { bank: 100, 'debit-card': 100 },
    processingTime: '5 to 7 business days',
  }),
  'starlight-spins': value({
    packs: [
      [9.99, 100000, 10],
      [30, 300000, 32],
    ],
    firstPurchase: [9.99, 300000, 25],
    signupSc: 1,
    dailySc: 2,
    dailyGc: 1000,
    resetTime: '17:00',
    timeZone: 'America/Los_Angeles',
    minimums: { 'gift-card': 10, crypto: 25 },
    processingTime: 'Gift cards within 24 hours, crypto within 48 hours',
  }),
  'maple-ridge-sweeps': value({
    packs: [
      [4.99, 50000, 4.5],
      [15, 150000, 14.5],
    ],
    firstPurchase: [9.99, 150000, 15],
    signupSc: 1,
    dailySc: 0.2,
    dailyGc: 2500,
    resetTime: '00:00',
    timeZone: 'America/New_York',
    playthrough: 3,
    minimums: { bank: 50 },
    processingTime: 'Up to 10 business days',
  }),
  'emerald-isle-sweeps': value({
    packs: [
      [9.99, 100000, 10.5],
      [40, 400000, 45],
    ],
    firstPurchase: [19.99, 600000, 45],
    signupSc: 2,
    dailySc: 1.2,
    dailyGc: 4000,
    streak: 'Day 5 of a streak adds 2 SC.',
    resetTime: '09:00',
    timeZone: 'Europe/Dublin',
    minimums: { 'gift-card': 20, paypal: 30 },
    processingTime: '1 to 2 business days',
  }),
  'summit-social-casino': value({
    packs: [
      [9.99, 100000, 9.8],
      [20, 200000, 20.2],
    ],
    firstPurchase: [9.99, 200000, 15],
    signupSc: 1,
    dailySc: 0.4,
    dailyGc: 3000,
    resetTime: '00:00',
    timeZone: 'America/Denver',
    minimums: { bank: 100, paypal: 50 },
    processingTime: '2 to 3 business days',
  }),
  'frontier-fortune': value({
    packs: [
      [4.99, 50000, 5],
      [10, 100000, 10.8],
    ],
    firstPurchase: [9.99, 250000, 20],
    signupSc: 2,
    dailySc: 0.8,
    dailyGc: 2000,
    resetTime: '00:00',
    timeZone: 'America/Denver',
    minimums: { crypto: 30 },
    processingTime: 'Within 24 hours',
  }),
  'desert-star-casino': value({
    packs: [
      [19.99, 200000, 20],
      [50, 500000, 53],
    ],
    firstPurchase: [19.99, 400000, 40],
    signupSc: 3,
    dailySc: 0.6,
    dailyGc: 3500,
    resetTime: '00:00',
    timeZone: 'America/Phoenix',
    minimums: { 'gift-card': 45, bank: 100 },
    processingTime: '2 to 5 business days',
  }),
  'blue-bayou-sweeps': value({
    packs: [
      [2.99, 30000, 2.5],
      [5, 50000, 4.9],
    ],
    firstPurchase: [4.99, 100000, 8],
    signupSc: 0.5,
    dailySc: 0.1,
    dailyGc: 1000,
    resetTime: '00:00',
    timeZone: 'America/Chicago',
    playthrough: 2,
    minimums: { bank: 150 },
    processingTime: '5 to 10 business days',
  }),
};
