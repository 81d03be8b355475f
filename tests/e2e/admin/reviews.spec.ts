import { expect, test } from '@playwright/test';
import {
  confirmDelete,
  expectToast,
  fill,
  field,
  rowOf,
  shot,
  slugOf,
  uiLogin,
  uniqueName,
} from './adminSupport';

/** A 1x1 PNG, as a file chosen in the form. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('manage reviews', () => {
  test('add a review with an uploaded image, edit and delete it; the public review page follows', async ({
    page,
  }) => {
    const title = uniqueName('Admin Test Review');
    const slug = slugOf(title);
    await uiLogin(page);
    await page.getByRole('link', { name: /^Reviews/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Reviews' })).toBeVisible();
    for (const column of ['Title', 'Casino', 'Rating', 'Author', 'Published', 'Featured']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(
      page.getByRole('cell', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ }).first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    await expect(field(dialog, 'Rating')).toHaveValue('4.0');
    await field(dialog, 'Casino').selectOption({ label: 'Crown Coins Casino' });
    await fill(dialog, {
      Title: title,
      Slug: slug,
      Rating: '4.4',
      'Author Name': 'E2E Author',
      'Publish Date': '2026-03-07',
      Excerpt: 'An excerpt written by the admin test.',
      Content: '<p>Review body written by the admin test.</p>',
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
    await shot(page, 'review-dialog');
    await dialog.getByRole('button', { name: 'Add Review' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Success!', 'Review has been added successfully.');
    const row = rowOf(page, title);
    await expect(row).toContainText('Crown Coins Casino');
    await expect(row).toContainText('4.4/5');
    await expect(row).toContainText('Mar 7, 2026');

    await page.goto(`/reviews/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const image = page.getByRole('img', { name: `${title}: image 1 of 1` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.goto('/admin/reviews');
    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Review' });
    await expect(field(edit, 'Publish Date')).toHaveValue('2026-03-07');
    await field(edit, 'Title').fill(`${title} Updated`);
    await edit.getByRole('button', { name: 'Update Review' }).click();
    await expectToast(page, 'Success!', 'Review has been updated successfully.');
    await page.goto(`/reviews/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} Updated` })).toBeVisible();

    await page.goto('/admin/reviews');
    await rowOf(page, title)
      .getByRole('button', { name: `Delete ${title} Updated` })
      .click();
    await confirmDelete(page);
    await expectToast(page, 'Success!', 'Review has been deleted successfully.');
    await expect(rowOf(page, title)).toHaveCount(0);
    await page.goto('/reviews');
    await expect(page.getByText(`${title} Updated`)).toHaveCount(0);
  });
});
