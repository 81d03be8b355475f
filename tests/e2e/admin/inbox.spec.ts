import { expect, test } from '../../support/test';
import * as admin from './adminSupport';

test.describe('contact messages and newsletter subscribers', () => {
  test('a message sent on the contact page reaches the admin inbox, is marked read when opened and is deleted', async ({
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
    // The pages, the sender's mail link and the Mark buttons: inbox.test.tsx.
    const row = admin.rowOf(page, subject);
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    await expect(row).toContainText('Technical Support');
    await row.getByRole('button', { name: `Open message ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Please help me with my account settings.')).toBeVisible();
    await admin.shot(page, 'message');
    // Opening marked it read, on the server.
    await dialog.getByRole('button', { name: 'Close' }).click();
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
    // The pages and the count: inbox.test.tsx.
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
