import { loginSchema, type AdminMe, type LoginResponse } from '@sweepscout/shared';
import { Router, type Request } from 'express';
import { validate } from '../../http/validate';
import { AdminUserModel } from '../../models';
import { recordAudit } from '../audit';
import {
  createSession,
  loadAccess,
  normaliseUsername,
  principalOf,
  requireSession,
  revokeSession,
  verifyPassword,
  type LoginRateLimiter,
} from '../../auth';

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

  // The limit is checked before the body is validated, so malformed attempts cannot probe freely.
  login.post(
    '/login',
    (req, res, next) => {
      const username = normaliseUsername(
        (req.body as { username?: unknown } | undefined)?.username,
      );
      const wait = limiter.retryAfterMs(clientKey(req), username);
      if (wait > 0) {
        res.set('Retry-After', String(Math.ceil(wait / 1000)));
        res.status(429).json({ message: tooMany(wait) });
        return;
      }
      next();
    },
    loginInput,
    async (req, res) => {
      const { username, password } = loginInput.input(res).body;
      const key = normaliseUsername(username);
      const user = await AdminUserModel.findOne({ username }).select('+passwordHash').lean();
      if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
        limiter.recordFailure(clientKey(req), key);
        await recordAudit(req, 'sign-in-failed', 'user', null, { username: key });
        res.status(401).json({ message: INVALID_LOGIN });
        return;
      }
      limiter.recordSuccess(key);
      await recordAudit(req, 'sign-in', 'user', String(user._id), {
        id: String(user._id),
        username: user.username,
      });
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
