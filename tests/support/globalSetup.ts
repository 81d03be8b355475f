import { request } from '@playwright/test';
import { shareAdminSession } from './adminSession';
import { E2E_BASE_URL } from './env';

/**
 * Before the first test, once the site answers (Playwright starts the web server first): the
 * admin's session for every test that is not about signing in.
 */
export default async function globalSetup(): Promise<void> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await shareAdminSession(context);
  } finally {
    await context.dispose();
  }
}
