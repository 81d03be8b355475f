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
    for (const column of ['Title', 'Casino', 'Rating', 'Author', 'Published', 'Featured']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(
      page.getByRole('cell', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ }).first(),
    ).toBeVisible();

    const dialog = await admin.openAddDialog(page, 'Add Review');
    await expect(admin.field(dialog, 'Rating')).toHaveValue('4.0');
    await admin.chooseCasino(dialog, 'Crown Coins Casino');
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

  test('the casino field searches the server as the editor types and is chosen with the keyboard', async ({
    page,
  }) => {
    await admin.uiLogin(page);
    const dialog = await admin.openAddDialog(page, 'Add Review', '/admin/reviews');
    const casino = dialog.getByRole('combobox', { name: /^Casino/ });
    await expect(casino).toHaveAttribute('aria-expanded', 'false');

    const searched = page.waitForRequest((request) =>
      /\/api\/admin\/casinos\?.*q=Crown(\+|%20)Coins/.test(request.url()),
    );
    await casino.fill('Crown Coins');
    const query = new URL((await searched).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', pageSize: '20', sort: 'name' });
    await expect(casino).toHaveAttribute('aria-expanded', 'true');
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

    // Typing something else drops the choice; Escape closes the list, not the dialog.
    await casino.fill('No such casino anywhere');
    await expect(dialog.getByText('No casinos match.')).toBeVisible();
    await casino.press('Escape');
    await expect(casino).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Review' }).click();
    await expect(dialog.getByText('Please select a casino')).toBeVisible();
    await expect(casino).toHaveAttribute('aria-invalid', 'true');
  });
});
