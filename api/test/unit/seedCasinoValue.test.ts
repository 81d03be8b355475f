import { casinoValueSchema, valueFigures } from '@sweepscout/shared';
import { SEED_CASINOS } from '../../src/seed/data/casinos';
import { SEED_CASINO_VALUE } from '../../src/seed/data/casinoValue';

describe('seeded value data', () => {
  it('gives every seed casino valid value data, each group marked as needing verification', () => {
    for (const casino of SEED_CASINOS) {
      const value = casinoValueSchema.parse(SEED_CASINO_VALUE[casino.slug]);
      for (const group of [
        value.packagesVerification,
        value.offers.verification,
        value.redemption.verification,
      ]) {
        expect(group).toEqual({ verifiedAt: null, verifiedBy: null, needsVerification: true });
      }
      expect(value.redemption.prizeCaps).toEqual([
        { state: 'FL', maxUsd: 5000 },
        { state: 'NY', maxUsd: 5000 },
      ]);
    }
    expect(Object.keys(SEED_CASINO_VALUE).sort()).toEqual(SEED_CASINOS.map((c) => c.slug).sort());
  });

  it('has a standard package (not the first-purchase offer) as each casino’s best value', () => {
    const rows = SEED_CASINOS.map((casino) => {
      const value = casinoValueSchema.parse(SEED_CASINO_VALUE[casino.slug]);
      const figures = valueFigures(value)!;
      return [casino.slug, figures.bestCostPerSc?.toFixed(4), figures.bestPackageIndex];
    });
    for (const [, , index] of rows) expect(index).toBeGreaterThan(0);
  });
});
