import {
  INITIAL_COMPARE_STATE,
  compareQueryString,
  compareSearchParams,
  parseCompareParams,
  toggleListValue,
} from './compareState';

describe('compare state in the URL', () => {
  it('starts empty with minRating 0, sort rating-high and page 1', () => {
    expect(parseCompareParams(new URLSearchParams(''))).toEqual({
      gameTypes: [],
      bonusTypes: [],
      paymentMethods: [],
      minRating: 0,
      redemptionMethod: '',
      maxRedemptionMin: null,
      changedThisWeek: false,
      sort: 'rating-high',
      page: 1,
      availableIn: '',
    });
    expect(compareSearchParams(INITIAL_COMPARE_STATE).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const state = {
      gameTypes: ['Slots', 'Live Dealer'] as const,
      bonusTypes: ['VIP Program'] as const,
      paymentMethods: ['PayPal', 'Crypto'] as const,
      minRating: 4,
      redemptionMethod: 'crypto' as const,
      maxRedemptionMin: 50,
      changedThisWeek: true,
      sort: 'best-value' as const,
      page: 2,
      availableIn: 'NJ',
    };
    const url = compareSearchParams({
      ...state,
      gameTypes: [...state.gameTypes],
      bonusTypes: [...state.bonusTypes],
      paymentMethods: [...state.paymentMethods],
    });
    expect(url.get('gameTypes')).toBe('Slots,Live Dealer');
    expect(url.get('availableIn')).toBe('NJ');
    expect(url.get('changed')).toBe('week');
    expect(parseCompareParams(new URLSearchParams(url.toString()))).toEqual({
      ...state,
      gameTypes: ['Slots', 'Live Dealer'],
      bonusTypes: ['VIP Program'],
      paymentMethods: ['PayPal', 'Crypto'],
    });
  });

  it('drops unknown labels, bad ratings, bad sorts and bad pages instead of failing', () => {
    const state = parseCompareParams(
      new URLSearchParams(
        'gameTypes=Slots,Bingo&minRating=9&sort=price&page=-2&paymentMethods=Crypto&paymentMethods=Cash',
      ),
    );
    expect(state).toEqual({
      ...INITIAL_COMPARE_STATE,
      gameTypes: ['Slots'],
      paymentMethods: ['Crypto'],
    });
    expect(parseCompareParams(new URLSearchParams('minRating=2.5&page=abc'))).toEqual(
      INITIAL_COMPARE_STATE,
    );
  });

  it('drops an unknown redemption method and a maximum that is not a positive number', () => {
    expect(
      parseCompareParams(new URLSearchParams('redemptionMethod=cheque&maxRedemptionMin=-3')),
    ).toEqual(INITIAL_COMPARE_STATE);
    expect(
      parseCompareParams(new URLSearchParams('redemptionMethod=bank&maxRedemptionMin=75')),
    ).toMatchObject({ redemptionMethod: 'bank', maxRedemptionMin: 75 });
  });

  it('keeps list values in the order of the filter labels, without repeats', () => {
    expect(
      parseCompareParams(new URLSearchParams('gameTypes=Progressives,Slots,Slots')).gameTypes,
    ).toEqual(['Slots', 'Progressives']);
  });

  it('builds the API query with comma-separated lists, the sort, the page and the page size', () => {
    const query = new URLSearchParams(
      compareQueryString({
        ...INITIAL_COMPARE_STATE,
        bonusTypes: ['Free Coins', 'Daily Login'],
        minRating: 3,
      }),
    );
    expect(Object.fromEntries(query)).toEqual({
      bonusTypes: 'Free Coins,Daily Login',
      minRating: '3',
      sort: 'rating-high',
      page: '1',
      pageSize: '10',
    });
  });
});

describe('toggleListValue', () => {
  it('adds and removes a value and goes back to page 1', () => {
    const on = toggleListValue({ ...INITIAL_COMPARE_STATE, page: 3 }, 'gameTypes', 'Table Games');
    expect(on.gameTypes).toEqual(['Table Games']);
    expect(on.page).toBe(1);
    const both = toggleListValue(on, 'gameTypes', 'Slots');
    expect(both.gameTypes).toEqual(['Slots', 'Table Games']);
    expect(toggleListValue(both, 'gameTypes', 'Table Games').gameTypes).toEqual(['Slots']);
  });
});

describe('the "Available in" filter', () => {
  it('reads a state code in any case and ignores an unknown one', () => {
    expect(parseCompareParams(new URLSearchParams('availableIn=nj')).availableIn).toBe('NJ');
    expect(parseCompareParams(new URLSearchParams('availableIn=ZZ')).availableIn).toBe('');
  });
});
