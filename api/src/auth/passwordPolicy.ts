/** Minimum length of ADMIN_PASSWORD. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const WEAK = /^(.)\1*$|^(0123456789|1234567890|qwertyuiop|password|adminadmin|changeme|letmein)/i;

/**
 * Why an ADMIN_PASSWORD is too weak to run a site with, or null when it is acceptable: at least
 * 12 characters, at least 6 different ones, and not a well-known pattern.
 */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`;
  }
  if (new Set(password).size < 6 || WEAK.test(password)) {
    return 'ADMIN_PASSWORD is too easy to guess: use a long passphrase or a generated password';
  }
  return null;
}
