import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('contact messages and newsletter subscribers', () => {
  test('a message sent on the contact page is read, marked and deleted in the admin inbox', async ({
    page,
    request,
  }) => {
    const subject = admin.uniqueName('Question from e2e');
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Erin Example',
        email: 'erin@example.com',
        category: 'technical',
        subject,
        message: 'Please help me with my account settings.',
      },
    });
    expect(sent.ok()).toBeTruthy();
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /^Contact Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    // Paged by the server: one page at a time, and how many there are in all.
    await expect(page.getByRole('navigation', { name: 'Message pages' })).toContainText(
      /Page 1 of \d+ \(\d+ in all\)/,
    );
    const row = admin.rowOf(page, subject);
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    await expect(row).toContainText('Technical Support');
    await row.getByRole('button', { name: `Open message ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Please help me with my account settings.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'erin@example.com' })).toHaveAttribute(
      'href',
      /^mailto:erin@example\.com/,
    );
    await admin.shot(page, 'message');
    // Opening marked it read.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Open message ${subject}` }).click();
    await dialog.getByRole('button', { name: 'Mark as unread' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Mark ${subject} as read` }).click();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Delete message ${subject}` }).click();
    await admin.confirmDelete(page);
    await admin.expectToast(page, 'Success!', 'Message has been deleted successfully.');
    await expect(admin.rowOf(page, subject)).toHaveCount(0);
  });

  test('subscribers are listed and exported as CSV', async ({ page, request }) => {
    const email = `${admin.uniqueName('reader').replace(' ', '.')}@example.com`;
    expect(
      (await request.post('/api/newsletter/subscribe', { data: { email } })).ok(),
    ).toBeTruthy();
    await admin.uiLogin(page);
    await page.getByRole('link', { name: /^Newsletter Subscribers/ }).click();
    await expect(admin.rowOf(page, email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Subscriber pages' })).toContainText(
      /Page 1 of \d+ \(\d+ in all\)/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text.split('\r\n')[0]).toBe('email,subscribed_at,unsubscribe_url');
    expect(text).toContain(`"${email}"`);
    await admin.shot(page, 'subscribers');
  });
});
