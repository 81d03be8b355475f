import type { Page, Request } from '@playwright/test';
import type { AnalyticsEvent } from '@sweepscout/shared';
import { savePng } from '../../support/site';

export const shot = (page: Page, name: string) => savePng(page, 'shell', name);

/** The events of one POST /api/events request. */
export function eventsOf(request: Request): AnalyticsEvent[] {
  if (request.method() !== 'POST' || !request.url().endsWith('/api/events')) return [];
  try {
    return (request.postDataJSON() as { events: AnalyticsEvent[] }).events;
  } catch {
    return [];
  }
}

/**
 * Wait until the first-party endpoint has accepted (202: validated and stored, see
 * api/test/events.test.ts) a batch holding an event that matches.
 */
export async function waitForStoredEvent(page: Page, match: (event: AnalyticsEvent) => boolean) {
  const response = await page.waitForResponse((res) => eventsOf(res.request()).some(match), {
    timeout: 15_000,
  });
  return { status: response.status(), body: (await response.json()) as { accepted: number } };
}

/** The site's main header search (desktop). */
export const headerSearch = (page: Page) =>
  page
    .locator('[data-site-header]')
    .getByRole('combobox', { name: 'Search casinos, reviews and guides' });
