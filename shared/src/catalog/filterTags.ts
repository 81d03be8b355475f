import type { BonusTypeFilter, GameTypeFilter, PaymentMethodFilter } from '../constants/catalog';
import { parseFeatures, parsePaymentMethods, splitGameTypes } from './parse';

/**
 * The compare filters are fixed labels while casino data is free text. These map a
 * casino onto the labels it matches; the API stores the result so that filtering is an indexed query.
 */
const GAME_TYPE_PATTERNS: Record<GameTypeFilter, RegExp> = {
  Slots: /slot/i,
  'Table Games': /table|blackjack|roulette|baccarat|poker/i,
  'Live Dealer': /live/i,
  Progressives: /progressive|jackpot/i,
};

const PAYMENT_PATTERNS: Record<PaymentMethodFilter, RegExp> = {
  'Credit Card': /credit|debit|visa|master ?card|amex|american express|discover/i,
  PayPal: /paypal/i,
  'Bank Transfer': /bank|ach|wire|online banking/i,
  Crypto: /crypto|bitcoin|btc|ethereum|eth\b|litecoin|usdt/i,
};

export function gameTypeTags(gameTypes: string | string[] | null | undefined): GameTypeFilter[] {
  const types = splitGameTypes(gameTypes).join(' | ');
  return (Object.keys(GAME_TYPE_PATTERNS) as GameTypeFilter[]).filter((label) =>
    GAME_TYPE_PATTERNS[label].test(types),
  );
}

export function paymentMethodTags(paymentMethods: unknown): PaymentMethodFilter[] {
  const methods = parsePaymentMethods(paymentMethods).join(' | ');
  return (Object.keys(PAYMENT_PATTERNS) as PaymentMethodFilter[]).filter((label) =>
    PAYMENT_PATTERNS[label].test(methods),
  );
}

export function bonusTypeTags(features: unknown, bonusAmount?: string | null): BonusTypeFilter[] {
  const flags = parseFeatures(features);
  const tags: BonusTypeFilter[] = [];
  if (flags.noPurchaseRequired || flags.welcomeBonus || /free/i.test(bonusAmount ?? '')) {
    tags.push('Free Coins');
  }
  if (flags.firstPurchaseBonus) tags.push('First Purchase');
  if (flags.dailyLoginBonus) tags.push('Daily Login');
  if (flags.vipProgram) tags.push('VIP Program');
  return tags;
}
