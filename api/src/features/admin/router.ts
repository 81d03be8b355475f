import { Router } from 'express';
import {
  LoginRateLimiter,
  requirePermission,
  requireSameOriginWrite,
  requireSession,
  type LoginRateLimitOptions,
} from '../../auth';
import { auditAdminRouter } from '../audit';
import { EDITORIAL_COLLECTIONS } from './collections';
import { uploadBody } from './http';
import { accountRouter } from './account.routes';
import { secondFactorResetRouter, secondFactorRouter } from './secondFactor.routes';
import { messagesAdminRouter, subscribersAdminRouter } from './inbox.routes';
import { ratingMethodAdminRouter } from '../ratingMethod/routes';
import { previewAdminRouter } from './preview.routes';
import { sessionRouter } from './session.routes';
import { statsAdminRouter } from './stats.routes';
import { uploadsAdminRouter } from './uploads.routes';
import { usersAdminRouter } from './users.routes';

export interface AdminRouterOptions {
  loginRateLimit?: LoginRateLimitOptions;
}

/**
 * Everything under /api/admin. Login is the only open route; the steps of a sign-in need a session
 * at that step; every other route needs a finished sign-in (401) and the permission of its
 * resource (403). Unsafe methods must pass the CSRF check (403). See README.md beside this file.
 */
export function adminRouter(options: AdminRouterOptions = {}): Router {
  const router = Router();
  const limiter = new LoginRateLimiter(options.loginRateLimit);
  const session = sessionRouter(limiter);
  const personalData = { readsNeedPermission: true };

  // Every unsafe request, the sign-in included, must come from the admin area itself.
  router.use(requireSameOriginWrite);
  router.use(session.login);
  // The steps of an unfinished sign-in (and logout) check their own session stage.
  router.use(session.pending);
  router.use(secondFactorRouter());
  router.use(accountRouter(limiter));
  router.use(requireSession);
  router.use(session.signedIn);
  router.use('/stats', statsAdminRouter());
  router.use('/audit', auditAdminRouter());
  router.use('/preview', previewAdminRouter());
  // Each collection checks its own write permission (and reads its own bodies after it).
  for (const collection of EDITORIAL_COLLECTIONS) router.use(collection.path, collection.router());
  // Image bodies (up to 10 MB) are read only after the session and permission checks.
  router.use('/uploads', requirePermission('manage_reviews'), uploadBody, uploadsAdminRouter());
  router.use('/rating-method', requirePermission('manage_casinos'), ratingMethodAdminRouter());
  router.use('/messages', requirePermission('manage_content', personalData), messagesAdminRouter());
  router.use(
    '/subscribers',
    requirePermission('manage_content', personalData),
    subscribersAdminRouter(),
  );
  router.use(['/users', '/user-roles'], requirePermission('manage_users'));
  router.use(usersAdminRouter(limiter));
  router.use(secondFactorResetRouter());
  return router;
}
