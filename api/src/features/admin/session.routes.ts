import { loginSchema, type AdminMe, type LoginResponse } from '@sweepscout/shared';
import { Router, type Request } from 'express';
import { validate } from '../../http/validate';
import { recordAudit } from '../audit';
import {
  createSession,
  loadAccess,
  normaliseUsername,
  principalOf,
  requireSession,
  revokeSession,
  PasswordHashingBusyError,
  type LoginAttempt,
  type LoginRateLimiter,
} from '../../auth';
import { checkLoginPassword } from '../../auth/loginCheck';
import { securityEvent, safeUsername } from '../../log/logger';

const INVALID_LOGIN = 'Invalid username or password';

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function tooMany(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** POST /login (public), POST /logout and GET /me (signed in). */
export function sessionRouter(limiter: LoginRateLimiter): { login: Router; signedIn: Router } {
  const login = Router();
  const loginInput = validate({ body: loginSchema });

  // The attempt is counted before the body is validated and before any await, so neither
  // malformed nor concurrent attempts can slip past the limit.
  login.post(
    '/login',
    async (req, res, next) => {
      const username = normaliseUsername(
        (req.body as { username?: unknown } | undefined)?.username,
      );
      const attempt = limiter.begin(clientKey(req), username);
      res.locals.loginAttempt = attempt;
      const gate = await attempt.gate();
      if (!gate.allowed) {
        securityEvent(
          'login.refused',
          { username: safeUsername(username), client: clientKey(req) },
          'warn',
        );
        res.set('Retry-After', String(Math.ceil(gate.retryAfterMs / 1000)));
        res.status(429).json({ message: tooMany(gate.retryAfterMs) });
        return;
      }
      if (gate.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, gate.delayMs));
      next();
    },
    loginInput,
    async (req, res) => {
      const { username, password } = loginInput.input(res).body;
      const attempt = res.locals.loginAttempt as LoginAttempt;
      let user;
      try {
        user = await checkLoginPassword(username, password);
      } catch (error) {
        if (!(error instanceof PasswordHashingBusyError)) throw error;
        res.set('Retry-After', '1').status(503).json({ message: error.message });
        return;
      }
      const logged = {
        username: safeUsername(normaliseUsername(username)),
        client: clientKey(req),
      };
      if (!user) {
        await attempt.failed();
        await recordAudit(req, 'sign-in-failed', 'user', null, {
          username: normaliseUsername(username),
        });
        securityEvent('login.failure', logged, 'warn');
        res.status(401).json({ message: INVALID_LOGIN });
        return;
      }
      await attempt.succeeded();
      await recordAudit(req, 'sign-in', 'user', String(user._id), {
        id: String(user._id),
        username: user.username,
      });
      securityEvent('login.success', logged);
      const { token, expiresAt } = await createSession(user._id);
      const access = await loadAccess(user._id);
      const body: LoginResponse = {
        token,
        expiresAt: expiresAt.toISOString(),
        user: { id: String(user._id), username: user.username, ...access },
      };
      res.set('Cache-Control', 'no-store');
      res.json(body);
    },
  );

  const signedIn = Router();
  signedIn.post('/logout', async (req, res) => {
    await recordAudit(req, 'sign-out');
    await revokeSession(principalOf(res).tokenHash);
    res.json({ message: 'Logged out' });
  });
  signedIn.get('/me', (_req, res) => {
    const { userId, username, role, permissions } = principalOf(res);
    const me: AdminMe = { id: userId, username, role, permissions };
    res.json(me);
  });
  return { login, signedIn };
}

export { requireSession };
