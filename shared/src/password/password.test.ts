import { z } from 'zod';
import {
  PASSWORD_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORD_WEAK,
  passwordProblem,
  refineStaffPassword,
} from './index';

describe('the staff password rule', () => {
  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('Zq8#vL2!mK9')).toBe(PASSWORD_TOO_SHORT);
  });

  it('refuses a password from the common-password dictionary, whatever its case', () => {
    expect(passwordProblem('PASSWORD1234')).toBe(PASSWORD_COMMON);
    expect(passwordProblem('qwertyuiop123')).toBe(PASSWORD_COMMON);
  });

  it('refuses a long but guessable password, and says why', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(
      new RegExp(`^${PASSWORD_WEAK}: repeated characters`),
    );
    expect(passwordProblem('abcdefghijklmnop')).toMatch(new RegExp(`^${PASSWORD_WEAK}`));
  });

  it('counts the username against the password', () => {
    expect(passwordProblem('jonathan.smith1')).toBeNull();
    expect(passwordProblem('jonathan.smith1', ['jonathan.smith'])).toMatch(/too easy to guess/);
  });

  it('accepts a passphrase and a generated password', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('q7R$wx2LpV9!tZ')).toBeNull();
  });

  it('as a zod refinement, puts the reason on the password field', () => {
    const schema = z
      .object({ username: z.string(), password: z.string() })
      .superRefine(refineStaffPassword);
    const result = schema.safeParse({ username: 'ann', password: 'password1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: PASSWORD_COMMON }),
    ]);
    expect(schema.safeParse({ username: 'ann', password: 'q7R$wx2LpV9!tZ' }).success).toBe(true);
  });
});
