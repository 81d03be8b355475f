import { bonusTypeTags, gameTypeTags, paymentMethodTags } from './filterTags';

describe('compare filter tags', () => {
  it('maps free game-type text onto the fixed game type labels', () => {
    expect(gameTypeTags('Slots, Blackjack, Live Casino, Jackpots')).toEqual([
      'Slots',
      'Table Games',
      'Live Dealer',
      'Progressives',
    ]);
    expect(gameTypeTags('Slots, Fish Games')).toEqual(['Slots']);
  });

  it('maps payment methods in any shape onto the fixed payment labels', () => {
    expect(paymentMethodTags(['Visa', 'Skrill'])).toEqual(['Credit Card']);
    expect(paymentMethodTags('["PayPal","Online Banking","Bitcoin"]')).toEqual([
      'PayPal',
      'Bank Transfer',
      'Crypto',
    ]);
    expect(paymentMethodTags(null)).toEqual([]);
  });

  it('maps feature flags and a free bonus onto the bonus type labels', () => {
    expect(
      bonusTypeTags({ dailyLoginBonus: true, vipProgram: true, firstPurchaseBonus: false }),
    ).toEqual(['Daily Login', 'VIP Program']);
    expect(bonusTypeTags('{"noPurchaseRequired":true,"firstPurchaseBonus":true}')).toEqual([
      'Free Coins',
      'First Purchase',
    ]);
    expect(bonusTypeTags({}, '5 FREE Sweeps Coins')).toEqual(['Free Coins']);
  });
});
