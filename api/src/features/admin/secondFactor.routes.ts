import { idParamsSchema, secondFactorCodeSchema, type SecondFactorSetup } from '@sweepscout/shared';
import { Router, type Response } from 'express';
import QRCode from 'qrcode';
import {
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  principalOf,
  recentlyAuthenticated,
  requireSessionAt,
  revokeUserSessions,
  totpUri,
  hasSecondFactor,
} from '../../auth';
import { REAUTH_REQUIRED_MESSAGE } from '@sweepscout/shared';
import { sendNotFound } from '../../http/notFound';
import { validate } from '../../http/validate';
import { securityEvent, safeUsername } from '../../log/logger';
import { AdminUserModel } from './adminUser.model';
import { recordAudit } from '../audit';
import { advanceSession, stageAfterSecondFactor } from './session.routes';

const ALREADY_SET_UP =
  'A second factor is already set up. An administrator can reset it if you lost it.';

/**
 * Setting up a second factor, by a signed-in user or one whose sign-in waits for it (`enrol`):
 * POST /second-factor/setup answers a new secret and its QR code (kept pending), POST
 * /second-factor/confirm with a code from the app turns it on and answers the recovery codes,
 * once. The `enrol` sign-in then goes on in a new session token.
 */
export function secondFactorRouter(): Router {
  const router = Router();
  const enrolling = requireSessionAt('full', 'enrol');
  const codeInput = validate({ body: secondFactorCodeSchema });

  router.post('/second-factor/setup', enrolling, async (_req, res) => {
    const principal = principalOf(res);
    if (await hasSecondFactor(principal.userId))
      return void res.status(409).json({ message: ALREADY_SET_UP });
    const secret = newTotpSecret();
    await AdminUserModel.updateOne(
      { _id: principal.userId },
      { $set: { totpPendingSecret: secret } },
    );
    const uri = totpUri(principal.username, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const setup: SecondFactorSetup = {
      secret,
      uri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
    res.set('Cache-Control', 'no-store').json(setup);
  });

  router.post('/second-factor/confirm', enrolling, codeInput, async (req, res) => {
    const principal = principalOf(res);
    const user = await AdminUserModel.findById(principal.userId)
      .select('+totpPendingSecret +totpSecret')
      .lean<{ totpPendingSecret?: string | null; totpSecret?: string | null }>();
    if (user?.totpSecret) return void res.status(409).json({ message: ALREADY_SET_UP });
    if (!user?.totpPendingSecret) {
      return void res
        .status(400)
        .json({ message: 'Start the set-up again: no code was expected.' });
    }
    const step = await matchTotp(user.totpPendingSecret, codeInput.input(res).body.code);
    if (step === null) {
      await recordAudit(req, 'second-factor-failed', 'user', principal.userId);
      return void res.status(400).json({
        message: 'That code is not right. Check the time on your phone and try the next code.',
        issues: [{ path: 'code', message: 'That code is not right' }],
      });
    }
    const { codes, hashes } = newRecoveryCodes();
    await AdminUserModel.updateOne(
      { _id: principal.userId },
      {
        $set: {
          totpSecret: user.totpPendingSecret,
          totpLastStep: step,
          recoveryCodeHashes: hashes,
        },
        $unset: { totpPendingSecret: 1 },
      },
    );
    await recordAudit(req, 'second-factor-enrol', 'user', principal.userId);
    securityEvent('second-factor.enrolled', { username: safeUsername(principal.username) });
    // A sign-in that waited for this goes on; a signed-in user keeps a session, in a new token.
    const next =
      principal.stage === 'enrol'
        ? await advanceSession(req, res, principal, await stageAfterSecondFactor(principal.userId))
        : await advanceSession(req, res, principal, 'full');
    res.set('Cache-Control', 'no-store').json({ recoveryCodes: codes, ...next });
  });

  return router;
}

function needsRecentSignIn(res: Response): boolean {
  if (recentlyAuthenticated(principalOf(res))) return false;
  res.status(403).json({ message: REAUTH_REQUIRED_MESSAGE, reauthenticate: true });
  return true;
}

/**
 * DELETE /users/{id}/second-factor: an administrator resets another user's second factor (a lost
 * phone). The user signs in with the password alone next time and, if their access requires a
 * second factor, sets up a new one at once. Their sessions end.
 */
export function secondFactorResetRouter(): Router {
  const router = Router();
  const byId = validate({ params: idParamsSchema });
  router.delete('/users/:id/second-factor', byId, async (req, res) => {
    const principal = principalOf(res);
    if (principal.role !== 'admin') {
      securityEvent('access.denied', { by: principal.username, reason: '2fa reset' }, 'warn');
      return void res
        .status(403)
        .json({ message: "Only administrators can reset another user's second factor" });
    }
    if (needsRecentSignIn(res)) return;
    const { id } = byId.input(res).params;
    const user = await AdminUserModel.findById(id).lean();
    if (!user) return sendNotFound(res, 'User');
    await AdminUserModel.updateOne(
      { _id: id },
      { $unset: { totpSecret: 1, totpPendingSecret: 1, totpLastStep: 1, recoveryCodeHashes: 1 } },
    );
    await revokeUserSessions(id, principal.tokenHash);
    await recordAudit(req, 'second-factor-reset', 'user', id);
    securityEvent('second-factor.reset', { by: principal.username, username: user.username });
    res.json({ message: 'The second factor has been reset.' });
  });
  return router;
}
