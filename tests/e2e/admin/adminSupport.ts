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

/** A button of a table row (Edit, Delete, ...), the row found by a text it holds. */
export const rowButton = (page: Page, rowText: string, name: string | RegExp) =>
  rowOf(page, rowText).getByRole('button', { name });

/**
 * Opens a list's Add dialog (its button and the dialog share the name), first going to the list
 * page when `listPath` is given, and returns the dialog.
 */
export async function openAddDialog(page: Page, name: string, listPath?: string): Promise<Locator> {
  if (listPath) await page.goto(listPath);
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** Saves a dialog with one of its buttons (Add, Update, Save draft ...): the dialog closes. */
export async function saveDialog(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Saves a new item's dialog (`Add Casino`): it closes and the toast says the item was added. */
export async function saveNew(page: Page, dialog: Locator, kind: string): Promise<void> {
  await saveDialog(dialog, `Add ${kind}`);
  await expectToast(page, 'Success!', `${kind} has been added successfully.`);
}

/** Saves an edit dialog (`Update Casino`): it closes and the toast says the item was updated. */
export async function saveChanges(page: Page, dialog: Locator, kind: string): Promise<void> {
  await saveDialog(dialog, `Update ${kind}`);
  await expectToast(page, 'Success!', `${kind} has been updated successfully.`);
}

/** Opens the dialog of a row's button (`Edit <row text>` unless named) and returns it. */
export async function openRowDialog(
  page: Page,
  rowText: string,
  dialogName: string,
  button: string | RegExp = `Edit ${rowText}`,
): Promise<Locator> {
  await rowButton(page, rowText, button).click();
  return page.getByRole('dialog', { name: dialogName });
}

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

/**
 * Deletes a row with its Delete button through the shared confirmation: the success toast names
 * the kind of item (`Casino has been deleted ...`) and the row is gone.
 */
export async function deleteRow(
  page: Page,
  rowText: string,
  button: string,
  kind: string,
): Promise<void> {
  await rowButton(page, rowText, button).click();
  await confirmDelete(page);
  await expectToast(page, 'Success!', `${kind} has been deleted successfully.`);
  await expect(rowOf(page, rowText)).toHaveCount(0);
}
