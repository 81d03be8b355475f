import type { Request, Response } from 'express';
import { securityEvent, safeUsername } from '../log/logger';
import { clientKeyOf } from '../limits/clientKey';
import { checkLoginPassword } from './loginCheck';
import { normaliseUsername, type LoginRateLimiter } from './loginRateLimit';
import { PasswordHashingBusyError } from './password';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';

function tooManyText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A signed-in user types their password again (re-authentication, or the current password of a
 * password change). Counted by the login limits like a sign-in, so a stolen session cannot guess
 * the password faster than a login form could. Answers the refusal itself (403, 429 or 503) and
 * false, or true when the password is right.
 */
export async function confirmPassword(
  limiter: LoginRateLimiter,
  req: Request,
  res: Response,
  username: string,
  password: string,
  wrongMessage = WRONG_CURRENT_PASSWORD,
): Promise<boolean> {
  const client = clientKeyOf(req);
  const attempt = limiter.begin(client, normaliseUsername(username));
  const gate = await attempt.gate();
  const logged = { username: safeUsername(normaliseUsername(username)), client };
  if (!gate.allowed) {
    securityEvent('reauth.refused', logged, 'warn');
    res.set('Retry-After', String(Math.ceil(gate.retryAfterMs / 1000)));
    res.status(429).json({ message: tooManyText(gate.retryAfterMs) });
    return false;
  }
  if (gate.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, gate.delayMs));
  let user;
  try {
    user = await checkLoginPassword(username, password);
  } catch (error) {
    if (!(error instanceof PasswordHashingBusyError)) throw error;
    res.set('Retry-After', '1').status(503).json({ message: error.message });
    return false;
  }
  if (!user) {
    await attempt.failed();
    securityEvent('reauth.failure', logged, 'warn');
    res.status(403).json({ message: wrongMessage });
    return false;
  }
  await attempt.succeeded();
  return true;
}

export { tooManyText };
