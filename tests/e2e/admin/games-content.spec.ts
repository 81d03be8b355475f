import { expect, test } from '../../support/test';
import { adminToken, sessionHeaders } from '../../support/site';
import * as admin from './adminSupport';

test.describe('manage games and page content', () => {
  test('add, edit and delete a game with features; the casino page lists it', async ({ page }) => {
    const name = admin.uniqueName('Admin Test Slots');
    await admin.uiLogin(page);
    await page.goto('/admin/games');
    for (const column of ['Name', 'Type', 'Casino', 'RTP', 'Volatility']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: /^\d+(\.\d+)?%$/ }).first()).toBeVisible();
    const dialog = await admin.openAddDialog(page, 'Add Game');
    await expect(admin.field(dialog, 'RTP (%)')).toHaveValue('96.5');
    await expect(admin.field(dialog, 'Volatility')).toHaveValue('medium');
    await expect(admin.field(dialog, 'Type')).toHaveValue('slot');
    await admin.chooseCasino(dialog, 'Crown Coins Casino');
    await admin.fill(dialog, {
      Name: name,
      'Preview Image URL': '/media/games/crown-jewels-slots.svg',
      Description: 'A game added by the admin test.',
    });
    await admin.field(dialog, 'Features').fill('   ');
    await dialog.getByRole('button', { name: 'Add Feature' }).click();
    await expect(dialog.getByText('No features yet.')).toBeVisible();
    await admin.field(dialog, 'Features').fill('  Free Spins  ');
    await dialog.getByRole('button', { name: 'Add Feature' }).click();
    await expect(
      dialog.getByRole('list', { name: 'Features' }).getByText('Free Spins', { exact: true }),
    ).toBeVisible();
    await admin.saveNew(page, dialog, 'Game');
    await expect(admin.rowOf(page, name)).toContainText('96.5%');
    await expect(admin.rowOf(page, name)).toContainText('Crown Coins Casino');
    await page.goto('/casino/crown-coins-casino');
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/admin/games');
    const edit = await admin.openRowDialog(page, name, 'Edit Game');
    await admin.field(edit, 'Volatility').selectOption('high');
    await admin.field(edit, 'RTP (%)').fill('97.2');
    await admin.saveChanges(page, edit, 'Game');
    await expect(admin.rowOf(page, name)).toContainText('97.2%');
    await expect(admin.rowOf(page, name)).toContainText('high');

    await admin.deleteRow(page, name, `Delete ${name}`, 'Game');
    await page.goto('/casino/crown-coins-casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Crown Coins Casino' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('page content: required fields, create, edit the disclaimer (public page follows), browser-confirm delete', async ({
    page,
  }) => {
    const key = admin.slugOf(admin.uniqueName('admin-test-page'));
    await admin.uiLogin(page);
    await page.goto('/admin/content');
    for (const column of ['Page', 'Title', 'Meta Description', 'Last Updated']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const dialog = await admin.openAddDialog(page, 'Add Content');
    await expect(
      dialog.getByText(/meta description of 150 to 160 characters is recommended/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
    ).toBeVisible();
    await admin.fill(dialog, {
      Page: key,
      Title: 'Admin Test Page',
      'Meta Description': 'Short.',
      Content: '<p>Test page body.</p>',
    });
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    await admin.expectToast(page, 'Success', 'Content created successfully');
    await expect(admin.rowOf(page, key)).toContainText('Admin Test Page');

    // Edit the disclaimer and see it on /disclaimer, then put the text back.
    const edit = await admin.openRowDialog(page, 'disclaimer', 'Edit Content');
    const original = await admin.field(edit, 'Content').inputValue();
    const marker = admin.uniqueName('Staff note');
    await admin.field(edit, 'Content').fill(`<p>${marker}</p>${original}`);
    await edit.getByRole('button', { name: 'Update Content' }).click();
    await admin.expectToast(page, 'Success', 'Content updated successfully');
    await page.goto('/disclaimer');
    await expect(page.getByText(marker)).toBeVisible();
    await page.goto('/admin/content');
    const restore = await admin.openRowDialog(page, 'disclaimer', 'Edit Content');
    await admin.field(restore, 'Content').fill(original);
    await restore.getByRole('button', { name: 'Update Content' }).click();
    await admin.expectToast(page, 'Success', 'Content updated successfully');
    await admin.shot(page, 'content');

    // Delete asks with the browser's confirm: dismissed keeps it, accepted deletes it.
    const messages: string[] = [];
    const clickDeleteAndAnswer = async (accept: boolean) => {
      page.once('dialog', (d) => {
        messages.push(d.message());
        void (accept ? d.accept() : d.dismiss());
      });
      await admin.rowButton(page, key, `Delete ${key}`).click();
    };
    await clickDeleteAndAnswer(false);
    await expect(admin.rowOf(page, key)).toHaveCount(1);
    await clickDeleteAndAnswer(true);
    await admin.expectToast(page, 'Success', 'Content deleted successfully');
    await expect(admin.rowOf(page, key)).toHaveCount(0);
    expect(messages).toEqual([
      'Are you sure you want to delete this content?',
      'Are you sure you want to delete this content?',
    ]);
  });

  test('page content pages, sorts and searches on the server', async ({ page, request }) => {
    // 26 pages with one prefix: one more than a screen's page. "zz" keeps the seeded pages
    // (the disclaimer above) on the first page of the default order.
    const prefix = admin.slugOf(admin.uniqueName('zz-paging'));
    const headers = sessionHeaders(await adminToken(request));
    const keys = Array.from({ length: 26 }, (_, n) => `${prefix}-${String(n).padStart(2, '0')}`);
    const ids = await Promise.all(
      keys.map(async (key) => {
        const data = {
          page: key,
          title: `Paging ${key}`,
          metaDescription: 'Paging test.',
          content: '<p>x</p>',
        };
        const created = await request.post('/api/admin/page-contents', { headers, data });
        expect(created.status()).toBe(201);
        return ((await created.json()) as { id: string }).id;
      }),
    );
    try {
      await admin.uiLogin(page);
      const listed = page.waitForRequest((r) => r.url().includes('/api/admin/page-contents?'));
      await page.goto('/admin/content');
      expect(new URL((await listed).url()).searchParams.get('pageSize')).toBe('25');

      await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect(pager).toContainText('Page 1 of 2 (26 in all)');
      await expect(admin.rowOf(page, prefix)).toHaveCount(25);
      await expect(admin.rowOf(page, keys[0])).toHaveCount(1);
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager).toContainText('Page 2 of 2');
      await expect(admin.rowOf(page, prefix)).toHaveCount(1);
      await expect(admin.rowOf(page, keys[25])).toHaveCount(1);

      // Sorting by Page, descending, goes back to the first page with the last key first.
      const pageHeader = page.getByRole('columnheader', { name: 'Page', exact: true });
      await pageHeader.getByRole('button').click();
      await expect(pageHeader).toHaveAttribute('aria-sort', 'ascending');
      await pageHeader.getByRole('button').click();
      await expect(pageHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(pager).toContainText('Page 1 of 2');
      await expect(page.getByRole('row').nth(1)).toContainText(keys[25]);
      await admin.shot(page, 'content-paging');
    } finally {
      const data = { action: 'delete', ids };
      const removed = await request.post('/api/admin/page-contents/bulk', { headers, data });
      expect(removed.ok()).toBe(true);
    }
  });
});
