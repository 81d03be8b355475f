import {
  loginSchema,
  reauthSchema,
  REAUTH_WINDOW_MS,
  secondFactorCodeSchema,
  type AdminMe,
  type LoginResponse,
  type SignInStep,
} from '@sweepscout/shared';
import { Router, type Request, type Response } from 'express';
import type { Types } from 'mongoose';
import { validate } from '../../http/validate';
import { recordAudit } from '../audit';
import {
  clearSessionCookie,
  clientKeyOf,
  confirmPassword,
  cookieNameFor,
  createSession,
  deviceFailed,
  hashToken,
  knownDeviceOf,
  rememberDevice,
  hasSecondFactor,
  loadAccess,
  markReauthenticated,
  normaliseUsername,
  principalOf,
  readSessionCookie,
  requireSessionAt,
  revokeSession,
  rotateSession,
  secondFactorRequired,
  setSessionCookie,
  tooManyText,
  useSecondFactor,
  PasswordHashingBusyError,
  type AdminPrincipal,
  type LoginAttempt,
  type LoginRateLimiter,
  type SessionStage,
} from '../../auth';
import { checkLoginPassword } from '../../auth/loginCheck';
import { securityEvent, safeUsername } from '../../log/logger';
import { AdminUserModel } from './adminUser.model';

const INVALID_LOGIN = 'Invalid username or password';
export const INVALID_CODE = 'Invalid authentication code';
const HTTPS_ONLY = 'Staff can sign in only over HTTPS.';

const STEP_OF: Record<SessionStage, SignInStep> = {
  full: 'done',
  'second-factor': 'second-factor',
  enrol: 'enrol',
  'change-password': 'change-password',
};

/**
 * Where a sign-in goes once the password (and the code, if any) are right: setting up a required
 * second factor, then replacing a generated first-run password, then done.
 */
export async function stageAfterSecondFactor(
  userId: Types.ObjectId | string,
): Promise<SessionStage> {
  const access = await loadAccess(userId);
  if (secondFactorRequired(access) && !(await hasSecondFactor(userId))) return 'enrol';
  const user = await AdminUserModel.findById(userId).lean();
  return user?.mustChangePassword ? 'change-password' : 'full';
}

async function meOf(userId: Types.ObjectId | string, username: string): Promise<AdminMe> {
  const access = await loadAccess(userId);
  return {
    id: String(userId),
    username,
    ...access,
    secondFactor: await hasSecondFactor(userId),
    secondFactorRequired: secondFactorRequired(access),
  };
}

/**
 * Start a session at `stage` in a new cookie. The session the browser held before (if any) ends:
 * a token planted before the sign-in is worth nothing after it.
 */
async function startSession(
  req: Request,
  res: Response,
  userId: Types.ObjectId | string,
  stage: SessionStage,
): Promise<Date> {
  const previous = readSessionCookie(req);
  if (previous) await revokeSession(hashToken(previous));
  const { token, expiresAt } = await createSession(userId, new Date(), stage);
  setSessionCookie(req, res, token, expiresAt);
  return expiresAt;
}

/** The next step of an unfinished sign-in, in a new token (rotation at every step). */
export async function advanceSession(
  req: Request,
  res: Response,
  principal: AdminPrincipal,
  stage: SessionStage,
): Promise<LoginResponse> {
  const { token, expiresAt } = await rotateSession(
    { tokenHash: principal.tokenHash, userId: principal.userId },
    stage,
  );
  setSessionCookie(req, res, token, expiresAt);
  if (stage === 'full') {
    await recordAudit(req, 'sign-in', 'user', principal.userId, {
      id: principal.userId,
      username: principal.username,
    });
    securityEvent('login.success', { username: safeUsername(principal.username) });
  }
  return {
    next: STEP_OF[stage],
    expiresAt: expiresAt.toISOString(),
    ...(stage === 'full' ? { user: await meOf(principal.userId, principal.username) } : {}),
  };
}

/**
 * POST /login (public), POST /login/second-factor (after the password), POST /logout, GET /me and
 * POST /reauth (signed in).
 */
export function sessionRouter(limiter: LoginRateLimiter): {
  login: Router;
  pending: Router;
  signedIn: Router;
} {
  const login = Router();
  const loginInput = validate({ body: loginSchema });

  // The attempt is counted before the body is validated and before any await, so neither
  // malformed nor concurrent attempts can slip past the limit.
  login.post(
    '/login',
    async (req, res, next) => {
      if (!cookieNameFor(req)) {
        res.status(403).json({ message: HTTPS_ONLY });
        return;
      }
      const username = normaliseUsername(
        (req.body as { username?: unknown } | undefined)?.username,
      );
      const attempt = limiter.begin(clientKeyOf(req), username);
      res.locals.loginAttempt = attempt;
      // A browser that signed in as this user before is judged by its own attempts only.
      const device = await knownDeviceOf(req, username);
      res.locals.knownDevice = device;
      const gate = device ? await limiter.deviceGate(device) : await attempt.gate();
      if (!gate.allowed) {
        securityEvent(
          'login.refused',
          { username: safeUsername(username), client: clientKeyOf(req) },
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
      const { username, password, code } = loginInput.input(res).body;
      const attempt = res.locals.loginAttempt as LoginAttempt;
      const device = res.locals.knownDevice as string | null;
      let user;
      try {
        user = await checkLoginPassword(username, password, Boolean(device));
      } catch (error) {
        if (!(error instanceof PasswordHashingBusyError)) throw error;
        res.set('Retry-After', '1').status(503).json({ message: error.message });
        return;
      }
      const logged = {
        username: safeUsername(normaliseUsername(username)),
        client: clientKeyOf(req),
      };
      res.set('Cache-Control', 'no-store');
      if (!user) {
        await attempt.failed();
        if (device) await deviceFailed(device);
        await recordAudit(req, 'sign-in-failed', 'user', null, {
          username: normaliseUsername(username),
        });
        securityEvent('login.failure', logged, 'warn');
        res.status(401).json({ message: INVALID_LOGIN });
        return;
      }
      if (await hasSecondFactor(user._id)) {
        if (!code) {
          // The password was right; the sign-in waits for the code (not settled either way).
          const expiresAt = await startSession(req, res, user._id, 'second-factor');
          const body: LoginResponse = { next: 'second-factor', expiresAt: expiresAt.toISOString() };
          res.json(body);
          return;
        }
        const used = await useSecondFactor(user._id, code);
        if (!used) {
          await attempt.failed();
          await recordAudit(req, 'second-factor-failed', 'user', String(user._id), {
            id: String(user._id),
            username: user.username,
          });
          securityEvent('second-factor.failure', logged, 'warn');
          res.status(401).json({ message: INVALID_CODE });
          return;
        }
        if (used === 'recovery') await recordRecoveryUse(req, String(user._id), user.username);
      }
      const stage = await stageAfterSecondFactor(user._id);
      await attempt.succeeded();
      if (device) await limiter.deviceSucceeded(device);
      await rememberDevice(req, res, user.username);
      const expiresAt = await startSession(req, res, user._id, stage);
      if (stage === 'full') {
        await recordAudit(req, 'sign-in', 'user', String(user._id), {
          id: String(user._id),
          username: user.username,
        });
        securityEvent('login.success', logged);
      }
      const body: LoginResponse = {
        next: STEP_OF[stage],
        expiresAt: expiresAt.toISOString(),
        ...(stage === 'full' ? { user: await meOf(user._id, user.username) } : {}),
      };
      res.json(body);
    },
  );

  // The second step: the code of a sign-in whose password was right.
  const pending = Router();
  const codeInput = validate({ body: secondFactorCodeSchema });
  pending.post(
    '/login/second-factor',
    requireSessionAt('second-factor'),
    codeInput,
    async (req, res) => {
      const principal = principalOf(res);
      const attempt = limiter.begin(clientKeyOf(req), normaliseUsername(principal.username));
      const gate = await attempt.gate();
      if (!gate.allowed) {
        res.set('Retry-After', String(Math.ceil(gate.retryAfterMs / 1000)));
        res.status(429).json({ message: tooManyText(gate.retryAfterMs) });
        return;
      }
      const used = await useSecondFactor(principal.userId, codeInput.input(res).body.code);
      if (!used) {
        await attempt.failed();
        await recordAudit(req, 'second-factor-failed', 'user', principal.userId);
        securityEvent(
          'second-factor.failure',
          { username: safeUsername(principal.username), client: clientKeyOf(req) },
          'warn',
        );
        res.status(401).json({ message: INVALID_CODE });
        return;
      }
      await attempt.succeeded();
      await rememberDevice(req, res, principal.username);
      if (used === 'recovery') await recordRecoveryUse(req, principal.userId, principal.username);
      res.json(
        await advanceSession(req, res, principal, await stageAfterSecondFactor(principal.userId)),
      );
    },
  );
  // Logout ends a session at any step.
  pending.post(
    '/logout',
    requireSessionAt('full', 'second-factor', 'enrol', 'change-password'),
    async (req, res) => {
      await recordAudit(req, 'sign-out');
      await revokeSession(principalOf(res).tokenHash);
      clearSessionCookie(req, res);
      res.json({ message: 'Logged out' });
    },
  );

  const signedIn = Router();
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
  signedIn.get('/me', async (_req, res) => {
    const { userId, username } = principalOf(res);
    res.json(await meOf(userId, username));
  });
  return { login, pending, signedIn };
}

async function recordRecoveryUse(req: Request, userId: string, username: string): Promise<void> {
  await recordAudit(req, 'recovery-code-used', 'user', userId, { id: userId, username });
  securityEvent('recovery-code.used', { username: safeUsername(username) }, 'warn');
}
