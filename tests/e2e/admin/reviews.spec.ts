import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

/** A 1x1 PNG, as a file chosen in the form. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('manage reviews', () => {
  test('add a review with an uploaded image, edit and delete it; the public review page follows', async ({
    page,
  }) => {
    const title = admin.uniqueName('Admin Test Review');
    const slug = admin.slugOf(title);
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /^Reviews/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Reviews' })).toBeVisible();

    // The columns, a new review's rating, what the casino field asks the server, "No casinos
    // match." and "Please select a casino": ReviewsScreen.test.tsx. Here the keyboard chooses.
    const dialog = await admin.openAddDialog(page, 'Add Review');
    const casino = dialog.getByRole('combobox', { name: /^Casino/ });
    await casino.fill('Crown Coins');
    // The server's matches are in once the live region counts them (before, the list may show
    // what an earlier request answered).
    await expect(dialog.getByText(/^\d+ casinos? found$/)).toHaveCount(1);
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveText('Crown Coins Casino');
    await casino.press('ArrowDown');
    await expect(casino).toHaveAttribute(
      'aria-activedescendant',
      String(await first.getAttribute('id')),
    );
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await admin.shot(page, 'review-casino-search');
    await casino.press('Enter');
    await expect(casino).toHaveValue('Crown Coins Casino');
    await expect(casino).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    // Escape closes the list, not the dialog; the choice stays.
    await casino.press('ArrowDown');
    await expect(casino).toHaveAttribute('aria-expanded', 'true');
    await casino.press('Escape');
    await expect(casino).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(casino).toHaveValue('Crown Coins Casino');
    await admin.fill(dialog, {
      Title: title,
      Slug: slug,
      Rating: '4.4',
      'Author Name': 'E2E Author',
      'Publish Date': '2026-03-07',
      Excerpt: 'An excerpt written by the admin test.',
      Content: 'Review body written by the admin test.',
    });
    await dialog
      .getByLabel('Review Images', { exact: true })
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Review image 1' })).toHaveAttribute(
      'src',
      /^\/media\/review-images\/[a-f0-9]{32}\.png$/,
    );
    await dialog
      .getByLabel('Review Images', { exact: true })
      .setInputFiles({ name: 'bad.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(
      page
        .getByText(/Failed to upload bad\.svg: Images must be PNG, JPEG, WebP or GIF files/)
        .first(),
    ).toBeVisible();
    await admin.shot(page, 'review-dialog');
    await admin.saveNew(page, dialog, 'Review');
    const row = admin.rowOf(page, title);
    await expect(row).toContainText('Crown Coins Casino');
    await expect(row).toContainText('4.4/5');
    await expect(row).toContainText('Mar 7, 2026');

    await page.goto(`/reviews/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const image = page.getByRole('img', { name: `${title}: image 1 of 1` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.goto('/admin/reviews');
    const edit = await admin.openRowDialog(page, title, 'Edit Review');
    await expect(admin.field(edit, 'Publish Date')).toHaveValue('2026-03-07');
    await expect(admin.field(edit, 'Casino')).toHaveValue('Crown Coins Casino');
    await admin.field(edit, 'Title').fill(`${title} Updated`);
    await admin.saveChanges(page, edit, 'Review');
    await page.goto(`/reviews/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} Updated` })).toBeVisible();

    await page.goto('/admin/reviews');
    await admin.deleteRow(page, title, `Delete ${title} Updated`, 'Review');
    await page.goto('/reviews');
    await expect(page.getByText(`${title} Updated`)).toHaveCount(0);
  });
});
