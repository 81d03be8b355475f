/**
 * The staff password rule, one pure function for the server's validation and the admin form.
 * Its own entry point (`@sweepscout/shared/password`): the common-password dictionary (about
 * 400 KB) stays out of every bundle that does not check passwords.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../constants/admin';

/** zxcvbn scores 0 (guessed at once) to 4; 3 resists an offline attack on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT = `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_COMMON = 'This password is on a list of common passwords: choose another one';
export const PASSWORD_WEAK = 'This password is too easy to guess';

/** zxcvbn's warning keys, in words (its default translations are the bare keys). */
const WARNINGS: Record<string, string> = {
  straightRow: 'a straight row of keys is easy to guess',
  keyPattern: 'a short keyboard pattern is easy to guess',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'repeated groups like "abcabc" are easy to guess',
  sequences: 'sequences like "abc" or "6543" are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is a very often used password',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'single names are easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains the username or the site name',
  pwned: 'it appeared in a data breach',
};

// Built on first use: the dictionaries are parsed once per process or page.
let factory: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a staff password is refused, or null when it is acceptable: at least 12 characters, not a
 * common password, and a zxcvbn score of at least 3 (the username and site name count against
 * it). Checked offline.
 */
export function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_COMMON;
  const result = checker().check(password, ['sweepscout', ...userInputs.filter(Boolean)]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return why
    ? `${PASSWORD_WEAK}: ${why}. Use a longer passphrase or a generated password`
    : `${PASSWORD_WEAK}. Use a longer passphrase or a generated password`;
}

/**
 * The rule as a zod refinement of a form or body with `password` (and `username`, which must not
 * make up the password): `userCreateSchema.superRefine(refineStaffPassword)`.
 */
export function refineStaffPassword(
  values: { username?: string; password?: string },
  ctx: z.RefinementCtx,
): void {
  if (!values.password) return;
  const problem = passwordProblem(values.password, values.username ? [values.username] : []);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
}
