import {
  enabledFeatures,
  parseFeatures,
  parseGamesCount,
  parsePaymentMethods,
  parseRating,
  splitCamelCase,
  splitGameTypes,
} from './parse';

describe('parseFeatures (object, JSON string or array)', () => {
  const expected = { welcomeBonus: true, vipProgram: false };

  it('accepts an object of flags', () => {
    expect(parseFeatures({ welcomeBonus: true, vipProgram: false })).toEqual(expected);
  });

  it('accepts a JSON string of an object', () => {
    expect(parseFeatures('{"welcomeBonus":true,"vipProgram":false}')).toEqual(expected);
  });

  it('accepts an array of flag names, and a JSON string of one', () => {
    expect(parseFeatures(['welcomeBonus', 'mobileApp'])).toEqual({
      welcomeBonus: true,
      mobileApp: true,
    });
    expect(parseFeatures('["welcomeBonus","mobileApp"]')).toEqual({
      welcomeBonus: true,
      mobileApp: true,
    });
  });

  it("accepts 'true' strings as on and anything else as off", () => {
    expect(parseFeatures({ a: 'true', b: 'yes', c: 1 })).toEqual({ a: true, b: false, c: false });
  });

  it('accepts comma-separated names that are not JSON', () => {
    expect(parseFeatures('welcomeBonus, liveChat')).toEqual({ welcomeBonus: true, liveChat: true });
  });

  it('gives no flags for null, empty text, numbers and non-string array items', () => {
    expect(parseFeatures(null)).toEqual({});
    expect(parseFeatures(undefined)).toEqual({});
    expect(parseFeatures('  ')).toEqual({});
    expect(parseFeatures(42)).toEqual({});
    expect(parseFeatures([1, null, '', 'vipProgram'])).toEqual({ vipProgram: true });
  });
});

describe('enabledFeatures', () => {
  it('lists the enabled flags in their stored order', () => {
    expect(enabledFeatures('{"vipProgram":true,"mobileApp":false,"liveChat":true}')).toEqual([
      'vipProgram',
      'liveChat',
    ]);
  });
});

describe('parsePaymentMethods (list or JSON string)', () => {
  it('accepts a list and trims it', () => {
    expect(parsePaymentMethods([' Visa', 'PayPal ', ''])).toEqual(['Visa', 'PayPal']);
  });

  it('accepts a JSON string of a list', () => {
    expect(parsePaymentMethods('["Visa","Bitcoin"]')).toEqual(['Visa', 'Bitcoin']);
  });

  it('accepts comma-separated text', () => {
    expect(parsePaymentMethods('Visa, PayPal')).toEqual(['Visa', 'PayPal']);
  });

  it('gives an empty list for nothing, objects and non-strings', () => {
    expect(parsePaymentMethods(null)).toEqual([]);
    expect(parsePaymentMethods('')).toEqual([]);
    expect(parsePaymentMethods('[]')).toEqual([]);
    expect(parsePaymentMethods({ visa: true })).toEqual([]);
    expect(parsePaymentMethods([1, 'Visa'])).toEqual(['Visa']);
  });
});

describe('splitCamelCase (flag names shown split into words)', () => {
  it.each([
    ['welcomeBonus', 'Welcome Bonus'],
    ['noPurchaseRequired', 'No Purchase Required'],
    ['firstPurchaseBonus', 'First Purchase Bonus'],
    ['dailyLoginBonus', 'Daily Login Bonus'],
    ['vipProgram', 'Vip Program'],
    ['mobileApp', 'Mobile App'],
    ['liveChat', 'Live Chat'],
    ['support24x7', 'Support24x7'],
    ['VIPProgram', 'VIP Program'],
    ['live_chat', 'Live Chat'],
  ])('%s -> %s', (name, words) => {
    expect(splitCamelCase(name)).toBe(words);
  });
});

describe('splitGameTypes, parseGamesCount, parseRating', () => {
  it('splits comma-separated game types', () => {
    expect(splitGameTypes('Slots, Table Games ,, Live Dealer')).toEqual([
      'Slots',
      'Table Games',
      'Live Dealer',
    ]);
    expect(splitGameTypes(null)).toEqual([]);
  });

  it('reads the number of a games count text', () => {
    expect(parseGamesCount('1,500+ Games')).toBe(1500);
    expect(parseGamesCount('450+')).toBe(450);
    expect(parseGamesCount('many')).toBe(0);
    expect(parseGamesCount(320)).toBe(320);
  });

  it('parses ratings given as numbers or numeric strings', () => {
    expect(parseRating('4.5')).toBe(4.5);
    expect(parseRating(3)).toBe(3);
    expect(parseRating('abc')).toBe(0);
    expect(parseRating(null)).toBe(0);
  });
});
