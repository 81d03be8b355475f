import {
  bestPackage,
  bestSpend,
  costPerSc,
  daysToRedeemWithoutPurchase,
  firstPurchaseValue,
  formatCostPerSc,
  formatGc,
  formatSc,
  formatUsd,
  freeScPerMonth,
  standardCostPerSc,
  type CoinPackage,
} from './coinValue';

const pkg = (priceUsd: number, bonusSc: number, extra: Partial<CoinPackage> = {}): CoinPackage => ({
  priceUsd,
  bonusSc,
  goldCoins: priceUsd * 1000,
  firstPurchase: false,
  ...extra,
});

// A casino like most: $9.99 for 10 SC, $19.99 for 21 SC, $49.99 for 55 SC, and a first-purchase
// offer of 30 SC for $9.99.
const packages: CoinPackage[] = [
  pkg(9.99, 10),
  pkg(19.99, 21),
  pkg(49.99, 55),
  pkg(9.99, 30, { firstPurchase: true }),
];

describe('cost per SC', () => {
  it('$9.99 for 10 SC costs $0.999 per SC', () => {
    expect(costPerSc(pkg(9.99, 10))).toBeCloseTo(0.999, 10);
  });
  it('$49.99 for 55 SC costs $0.9089 per SC', () => {
    expect(costPerSc(pkg(49.99, 55))).toBeCloseTo(49.99 / 55, 10);
  });
  it('a package with no SC has no cost per SC', () => {
    expect(costPerSc(pkg(4.99, 0))).toBeNull();
  });
});

describe('best package', () => {
  it('of $9.99/10, $19.99/21 and $49.99/55 SC is the $49.99 one (first purchase left out)', () => {
    expect(bestPackage(packages)?.priceUsd).toBe(49.99);
    expect(standardCostPerSc(packages)).toBeCloseTo(49.99 / 55, 10);
  });
  it('counting the first-purchase offer, $9.99 for 30 SC wins', () => {
    expect(bestPackage(packages, { includeFirstPurchase: true })).toEqual(packages[3]);
  });
  it('two packages at the same cost per SC: the cheaper one ($5 for 5 SC before $10 for 10)', () => {
    expect(bestPackage([pkg(10, 10), pkg(5, 5)])?.priceUsd).toBe(5);
  });
  it('no package with SC: none', () => {
    expect(bestPackage([pkg(1.99, 0)])).toBeNull();
    expect(standardCostPerSc([])).toBeNull();
  });
});

describe('first-purchase value', () => {
  it('30 SC for $9.99 against a $0.9089 standard rate is worth $27.27 and saves $17.28 (3.3x)', () => {
    const value = firstPurchaseValue(packages);
    expect(value).not.toBeNull();
    expect(value?.worthUsd).toBe(27.27);
    expect(value?.savingUsd).toBe(17.28);
    expect(value?.multiplier).toBeCloseTo(49.99 / 55 / (9.99 / 30), 10);
  });
  it('without a first-purchase offer there is nothing to value', () => {
    expect(firstPurchaseValue(packages.slice(0, 3))).toBeNull();
  });
  it('without a standard package there is nothing to compare with', () => {
    expect(firstPurchaseValue([packages[3]])).toBeNull();
  });
});

describe('free SC per month', () => {
  it('0.3 SC a day claimed every day of a 30-day month is 9 SC', () => {
    expect(freeScPerMonth({ dailySc: 0.3 })).toBe(9);
  });
  it('1 SC a day over a 31-day month is 31 SC', () => {
    expect(freeScPerMonth({ dailySc: 1 }, 31)).toBe(31);
  });
});

describe('days to the redemption minimum without a purchase', () => {
  it('5 SC at sign-up, 1 SC a day, 50 SC minimum: 45 days', () => {
    expect(daysToRedeemWithoutPurchase({ signupSc: 5, dailySc: 1 }, 50)).toBe(45);
  });
  it('2 SC at sign-up, 0.3 SC a day, 10 SC minimum: 27 days (26.7 rounded up)', () => {
    expect(daysToRedeemWithoutPurchase({ signupSc: 2, dailySc: 0.3 }, 10)).toBe(27);
  });
  it('a sign-up gift of 100 SC already reaches a 100 SC minimum: 0 days', () => {
    expect(daysToRedeemWithoutPurchase({ signupSc: 100, dailySc: 1 }, 100)).toBe(0);
  });
  it('no daily SC and a gift below the minimum: never', () => {
    expect(daysToRedeemWithoutPurchase({ signupSc: 5, dailySc: 0 }, 50)).toBeNull();
  });
});

describe('the best way to spend a budget', () => {
  it('$20 buys the first-purchase offer and a $9.99 pack: 40 SC for $19.98', () => {
    const plan = bestSpend(packages, 20);
    expect(plan.sweepsCoins).toBe(40);
    expect(plan.spentUsd).toBe(19.98);
    expect(plan.purchases).toEqual([
      { index: 0, count: 1 },
      { index: 3, count: 1 },
    ]);
    expect(plan.costPerSc).toBeCloseTo(19.98 / 40, 10);
  });
  it('$60 buys $49.99/55 and the first-purchase offer: 85 SC for $59.98', () => {
    const plan = bestSpend(packages, 60);
    expect(plan.sweepsCoins).toBe(85);
    expect(plan.spentUsd).toBe(59.98);
  });
  it('the first-purchase offer is bought once: $30 gives 30 + 21 = 51 SC, not 60', () => {
    const plan = bestSpend(packages, 30);
    expect(plan.sweepsCoins).toBe(51);
    expect(plan.spentUsd).toBe(29.98);
  });
  it('a daily limit of 2 on a $5/6 SC pack: $20 buys two of them and a $10/10 pack, 22 SC', () => {
    const limited = [pkg(5, 6, { dailyLimit: 2 }), pkg(10, 10)];
    expect(bestSpend(limited, 20)).toMatchObject({ sweepsCoins: 22, spentUsd: 20 });
  });
  it('a budget below every price buys nothing', () => {
    expect(bestSpend(packages, 5)).toEqual({
      spentUsd: 0,
      sweepsCoins: 0,
      goldCoins: 0,
      costPerSc: null,
      purchases: [],
    });
  });
  it('equal SC for less money wins: $10/10 SC beats $12/10 SC', () => {
    const plan = bestSpend([pkg(12, 10), pkg(10, 10)], 12);
    expect(plan).toMatchObject({ spentUsd: 10, purchases: [{ index: 1, count: 1 }] });
  });
});

describe('formatting', () => {
  it('dollars with cents: $9.99 and $1,234.50', () => {
    expect(formatUsd(9.99)).toBe('$9.99');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
  it('cost per SC to a tenth of a cent: $0.909 per SC', () => {
    expect(formatCostPerSc(49.99 / 55)).toBe('$0.909 per SC');
    expect(formatCostPerSc(null)).toBe('No SC');
  });
  it('coins with separators: 1,250.5 SC and 50,000 GC', () => {
    expect(formatSc(1250.5)).toBe('1,250.5 SC');
    expect(formatGc(50000)).toBe('50,000 GC');
  });
});
