import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../support/env';
import { nextAdminCode } from '../../support/adminSession';
import { screenshot, signInAdmin } from '../../support/site';

export const shot = (page: Page, name: string) => screenshot(page, 'admin', name);

let counter = 0;
/** A name no other test (or earlier run) uses. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${(counter += 1)}`;
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Open /admin signed in. The admin (the default) gets this worker's shared session (see
 * support/adminSession.ts: a fresh sign-in would wait for a new TOTP step); any other user signs in
 * through the login screen, as a user would.
 */
export async function uiLogin(
  page: Page,
  username = 'admin',
  password = E2E_ADMIN_PASSWORD,
): Promise<void> {
  if (username === 'admin' && password === E2E_ADMIN_PASSWORD) {
    await signInAdmin(page, page.request);
    await page.goto('/admin');
  } else {
    await page.goto('/admin/login');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * The admin's whole sign-in on the login screen: password, then the authenticator code (a code
 * the server already took is retried with the next one).
 */
export async function uiLoginWithCode(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/^Username/).fill('admin');
  await page.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterAdminCode(page);
}

/** On the code step of the login screen: the admin's code, until one is accepted. */
export async function enterAdminCode(page: Page): Promise<void> {
  const codeField = page.getByLabel(/^Authentication code/);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await codeField.fill(await nextAdminCode());
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/second-factor'));
    await page.getByRole('button', { name: 'Verify' }).click();
    // A code the other worker already spent is refused (401): try the next step's code.
    if ((await answer).ok()) {
      await expect(page).toHaveURL(/\/admin$/);
      return;
    }
  }
  throw new Error('no TOTP code was accepted on the login screen');
}

/** A form control by its label, with or without the required marker. */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** The casino of a review or game form: types part of its name, then picks the server's match. */
export async function chooseCasino(scope: Locator, name: string): Promise<void> {
  await field(scope, 'Casino').fill(name);
  await scope.getByRole('option', { name, exact: true }).click();
  await expect(field(scope, 'Casino')).toHaveValue(name);
}

/**
 * Pastes HTML into a rich-text field as a clipboard paste does (what Word or a browser puts on
 * the clipboard arrives as text/html).
 */
export async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Fills labelled controls; a rich-text field (Content) gets the value typed as plain text. */
export async function fill(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export async function expectToast(
  page: Page,
  title: string,
  description: string | RegExp,
): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
}

/** The shared delete confirmation: checks its texts, then confirms. */
export async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(dialog.getByText(/This action cannot be undone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}
