import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('manage guides and FAQs', () => {
  test('add, edit and delete a guide; the public guide page follows', async ({ page }) => {
    const title = admin.uniqueName('Admin Test Guide');
    const slug = admin.slugOf(title);
    await admin.uiLogin(page);
    await page.goto('/admin/guides');
    // The columns and a new guide's reading time: GuidesScreen.test.tsx.
    const dialog = await admin.openAddDialog(page, 'Add Guide');
    await admin.fill(dialog, {
      Title: title,
      Slug: slug,
      'Author Name': 'E2E Author',
      'Publish Date': '2026-04-02',
      Excerpt: 'A guide excerpt.',
      Content: 'Guide body written by the admin test.',
    });
    await admin.saveNew(page, dialog, 'Guide');
    await expect(admin.rowOf(page, title)).toContainText('5 min');
    await expect(admin.rowOf(page, title)).toContainText('Apr 2, 2026');
    await page.goto(`/guides/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/admin/guides');
    const edit = await admin.openRowDialog(page, title, 'Edit Guide');
    // The slug's validation message: GuidesScreen.test.tsx.
    await admin.field(edit, 'Title').fill(`${title} Updated`);
    await admin.field(edit, 'Reading Time (minutes)').fill('9');
    await admin.saveChanges(page, edit, 'Guide');
    await expect(admin.rowOf(page, title)).toContainText('9 min');
    await page.goto(`/guides/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} Updated` })).toBeVisible();

    await page.goto('/admin/guides');
    await admin.deleteRow(page, title, `Delete ${title} Updated`, 'Guide');
  });

  test('add, edit and delete a FAQ, listed in order; the home FAQ follows', async ({ page }) => {
    const question = `${admin.uniqueName('How does the admin test work')}?`;
    await admin.uiLogin(page);
    await page.goto('/admin/faqs');
    // The columns, the answer's preview and a new FAQ's order (the count): FaqsScreen.test.tsx.
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const orders = await page.locator('tbody tr td:first-child').allTextContents();
    expect(orders.map(Number)).toEqual([...orders.map(Number)].sort((a, b) => a - b));
    const dialog = await admin.openAddDialog(page, 'Add FAQ');
    await admin.fill(dialog, {
      Question: question,
      Answer: 'An answer written by the admin test.',
    });
    await admin.saveNew(page, dialog, 'FAQ');
    await expect(admin.rowOf(page, question)).toBeVisible();
    await page.goto('/');
    // The home FAQ's questions are native disclosures: each one's summary holds its heading.
    await expect(page.getByRole('heading', { name: question })).toBeVisible();

    await page.goto('/admin/faqs');
    const edit = await admin.openRowDialog(page, question, 'Edit FAQ');
    await admin.fill(edit, { Question: `${question} (edited)` });
    await admin.saveChanges(page, edit, 'FAQ');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `${question} (edited)` })).toBeVisible();

    await page.goto('/admin/faqs');
    await admin.deleteRow(page, question, `Delete ${question} (edited)`, 'FAQ');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `${question} (edited)` })).toHaveCount(0);
  });
});
