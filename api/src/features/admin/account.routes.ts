import { ownPasswordSchema } from '@sweepscout/shared';
import { passwordProblem } from '@sweepscout/shared/password';
import { Router } from 'express';
import {
  confirmPassword,
  hashPassword,
  principalOf,
  requireSessionAt,
  revokeUserSessions,
  type LoginRateLimiter,
} from '../../auth';
import { validate } from '../../http/validate';
import { securityEvent } from '../../log/logger';
import { AdminUserModel } from './adminUser.model';
import { recordAudit } from '../audit';
import { advanceSession } from './session.routes';

/**
 * The signed-in user's own account, whatever their permissions: PUT /me/password. The current
 * password is required (a session alone, perhaps stolen, cannot lock the owner out); the caller's
 * session stays, every other session of the user ends.
 */
export function accountRouter(limiter: LoginRateLimiter): Router {
  const router = Router();
  const input = validate({ body: ownPasswordSchema });
  // Also the last step of a sign-in with a generated first-run password.
  router.put(
    '/me/password',
    requireSessionAt('full', 'change-password'),
    input,
    async (req, res) => {
      const principal = principalOf(res);
      const { currentPassword, password } = input.input(res).body;
      const problem = passwordProblem(password, [principal.username]);
      if (problem) {
        res
          .status(400)
          .json({ message: problem, issues: [{ path: 'password', message: problem }] });
        return;
      }
      if (!(await confirmPassword(limiter, req, res, principal.username, currentPassword))) return;
      await AdminUserModel.updateOne(
        { _id: principal.userId },
        { $set: { passwordHash: await hashPassword(password) }, $unset: { mustChangePassword: 1 } },
      );
      await revokeUserSessions(principal.userId, principal.tokenHash);
      securityEvent('password.changed', { by: principal.username, username: principal.username });
      await recordAudit(req, 'password-change', 'user', principal.userId);
      const message = 'Your password has been changed.';
      if (principal.stage === 'change-password') {
        res.json({ message, ...(await advanceSession(req, res, principal, 'full')) });
        return;
      }
      res.json({ message });
    },
  );
  return router;
}
