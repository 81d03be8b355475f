import { expect, test, type Page } from '../../support/test';
import { expectFitsPhone, expectRemote, recordRequests, screenshot } from '../../support/site';
import { expectToast, fulfill, submitHeld } from './helpers';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

async function fillForm(page: Page, subject: string) {
  await field(page, 'Full Name').fill('Jamie Rivera');
  await field(page, 'Email Address').fill('jamie.rivera@example.com');
  await field(page, 'Category').selectOption({ label: 'Technical Support' });
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill(
    'The review page of one casino shows an error since yesterday.',
  );
}

test.describe('/contact', () => {
  test('two columns: contact info and quick tips on the left, the form on the right', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: 'support@sweepscout.com' })).toHaveAttribute(
      'href',
      'mailto:support@sweepscout.com',
    );
    await expect(info).toContainText('Within 24 hours');
    await expect(info).toContainText('United States');
    await expect(page.getByRole('heading', { name: 'Quick Tips' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    const infoBox = await info.boundingBox();
    const formBox = await form.boundingBox();
    expect(infoBox && formBox && infoBox.x < formBox.x).toBeTruthy();

    for (const label of ['Full Name', 'Email Address', 'Category', 'Subject', 'Message']) {
      await expect(field(page, label)).toBeVisible();
    }
    expect(await field(page, 'Category').locator('option').allTextContents()).toEqual([
      'Select a category',
      'General Inquiry',
      'Technical Support',
      'Partnership Opportunity',
      'Complaint',
      'Other',
    ]);
    expect(
      await field(page, 'Category')
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['', 'general', 'technical', 'partnership', 'complaint', 'other']);
    await screenshot(page, 'content', 'contact');
  });

  test('shows the field messages at the fields and sends nothing', async ({ page }) => {
    const sent = recordRequests(page, (r) => r.url().endsWith('/api/contact'));
    await page.goto('/contact');
    await send(page).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a category',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full Name')).toBeFocused();

    await field(page, 'Full Name').fill('J');
    await field(page, 'Email Address').fill('jamie@');
    await field(page, 'Subject').fill('Hi');
    await field(page, 'Message').fill('Too short');
    await send(page).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await screenshot(page, 'content', 'contact-errors');
    expect(sent).toEqual([]);
  });

  test("sends: 'Sending...', the success toast, the thank-you screen, then an empty form", async ({
    page,
  }) => {
    await page.goto('/contact');
    await fillForm(page, `E2E contact ${Date.now()}`);
    await submitHeld(page, '**/api/contact', send(page), 'Sending...');
    await expectToast(
      page,
      'Message Sent Successfully!',
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    await screenshot(page, 'content', 'contact-thank-you');
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(field(page, 'Full Name')).toBeFocused();
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) {
      await expect(field(page, label)).toHaveValue('');
    }
    await expect(field(page, 'Category')).toHaveValue('');
  });

  // A failed send keeps what was typed; the toast gives the server's message, or a fallback.
  for (const { title, status, message, toast, shot } of [
    {
      title:
        "a failure keeps the form filled and shows 'Error Sending Message' with the server message",
      status: 429,
      message: 'Too many messages. Please try again later.',
      toast: 'Too many messages. Please try again later.',
      shot: 'contact-failure',
    },
    {
      title: 'a failure without a server message uses the default fallback',
      status: 502,
      message: undefined,
      toast: 'There was a problem sending your message. Please try again.',
      shot: 'contact-failure-fallback',
    },
  ]) {
    test(title, async ({ page }) => {
      await page.route('**/api/contact', fulfill(status, message && { message }));
      await page.goto('/contact');
      await fillForm(page, 'A failing message');
      await send(page).click();
      await expectToast(page, 'Error Sending Message', toast, 'destructive');
      await expect(field(page, 'Full Name')).toHaveValue('Jamie Rivera');
      await expect(field(page, 'Subject')).toHaveValue('A failing message');
      await expect(field(page, 'Category')).toHaveValue('technical');
      await expect(send(page)).toHaveText('Send Message');
      await screenshot(page, 'content', shot);
    });
  }

  test('the server applies the same rules with the same messages', async ({ request }) => {
    const res = await request.post('/api/contact', {
      data: { name: 'J', email: 'x', category: 'nope', subject: 'Hi', message: 'short' },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Subject must be at least 5 characters',
        'Message must be at least 10 characters',
      ]),
    );
  });

  test('stacks into one column on a phone (390 px)', async ({ page }) => {
    await expectFitsPhone(page, '/contact', field(page, 'Full Name'));
    await screenshot(page, 'content', 'contact-390');
  });
});
