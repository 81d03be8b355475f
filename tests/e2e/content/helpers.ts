import { expect, type Locator, type Page } from '@playwright/test';

/** The one toast on screen (the shell's Toaster shows at most one) with its title and description. */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: 'default' | 'destructive' = 'default',
): Promise<void> {
  const toast = page.locator('[data-toast-viewport] li').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', variant);
  await expect(toast).toContainText(description);
}

/** Hold matching API calls until the returned release() is called, then let them through. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Clicks a form's submit button with its request held: the button shows its busy label and is
 * disabled while the request waits, then the request is let through.
 */
export async function submitHeld(
  page: Page,
  pattern: string | RegExp,
  button: Locator,
  busyLabel: string,
): Promise<void> {
  const release = await holdRequests(page, pattern);
  await button.click();
  await expect(button).toHaveText(busyLabel);
  await expect(button).toBeDisabled();
  release();
}

/** 'October 14, 2026' for an ISO date (en-US long format, UTC). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The titles a page lists are the API's, in the API's order. Records that tests running at the
 * same time add or remove (with their own unique names) are ignored; the rest must match.
 */
export function expectSameList(shown: readonly string[], api: readonly string[]): void {
  const apiSet = new Set(api);
  const shownSet = new Set(shown);
  const common = shown.filter((t) => apiSet.has(t));
  expect(common).toEqual(api.filter((t) => shownSet.has(t)));
  expect(common.length).toBeGreaterThanOrEqual(Math.max(shown.length, api.length) - 2);
}
