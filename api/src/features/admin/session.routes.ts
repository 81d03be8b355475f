import {
  loginSchema,
  reauthSchema,
  REAUTH_WINDOW_MS,
  type AdminMe,
  type LoginResponse,
} from '@sweepscout/shared';
import { Router, type Request } from 'express';
import { validate } from '../../http/validate';
import { recordAudit } from '../audit';
import {
  clientKeyOf,
  confirmPassword,
  createSession,
  loadAccess,
  markReauthenticated,
  normaliseUsername,
  principalOf,
  requireSession,
  revokeSession,
  PasswordHashingBusyError,
  type LoginAttempt,
  tooManyText,
  type LoginRateLimiter,
} from '../../auth';
import { checkLoginPassword } from '../../auth/loginCheck';
import { securityEvent, safeUsername } from '../../log/logger';

const INVALID_LOGIN = 'Invalid username or password';

const clientKey = (req: Request): string => clientKeyOf(req);

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
        res.status(429).json({ message: tooManyText(gate.retryAfterMs) });
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
  // The password again before a sensitive change (another user's password or role).
  const reauthInput = validate({ body: reauthSchema });
  signedIn.post('/reauth', reauthInput, async (req, res) => {
    const principal = principalOf(res);
    const { password } = reauthInput.input(res).body;
    const wrong = 'The password is incorrect';
    if (!(await confirmPassword(limiter, req, res, principal.username, password, wrong))) {
      await recordAudit(req, 'reauth-failed', 'user', principal.userId);
      return;
    }
    const now = new Date();
    await markReauthenticated(principal.tokenHash, now);
    await recordAudit(req, 'reauth', 'user', principal.userId);
    securityEvent('reauth.success', { username: safeUsername(principal.username) });
    res.json({ confirmedUntil: new Date(now.getTime() + REAUTH_WINDOW_MS).toISOString() });
  });
  signedIn.get('/me', (_req, res) => {
    const { userId, username, role, permissions } = principalOf(res);
    const me: AdminMe = { id: userId, username, role, permissions };
    res.json(me);
  });
  return { login, signedIn };
}

export { requireSession };
