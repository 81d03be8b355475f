import { PROTECTED_ADMIN_USERNAME } from '@sweepscout/shared';
import { passwordProblem } from '@sweepscout/shared/password';

/**
 * Why an ADMIN_PASSWORD is too weak to run a site with, or null when it is acceptable: the rule
 * of every staff password (at least 12 characters, not a common password, zxcvbn score 3+).
 */
export function adminPasswordProblem(password: string): string | null {
  const problem = passwordProblem(password, [PROTECTED_ADMIN_USERNAME]);
  return problem ? `ADMIN_PASSWORD: ${problem}` : null;
}
