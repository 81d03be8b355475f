import { expect, test, type Page } from '../../support/test';
import { expectFitsPhone, expectRemote, screenshot } from '../../support/site';
import { expectToast } from './helpers';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Send Message' });

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
  // The panels' texts, the fields and their categories, the field messages and their placement, a
  // failed send (its toast, the form kept), 'Sending...' and the form emptied after a send:
  // mf-content/src/contact/contact.test.tsx. Here: the layout, and a message sent to the server.
  test('two columns (contact info and quick tips left, the form right); a message sent to the server gets the success toast and the thank-you screen', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expectRemote(page, 'content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const info = page.getByRole('region', { name: 'Contact Information' });
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    await expect(field(page, 'Full Name')).toBeVisible();
    const infoBox = await info.boundingBox();
    const formBox = await form.boundingBox();
    expect(infoBox && formBox && infoBox.x < formBox.x).toBeTruthy();
    await screenshot(page, 'content', 'contact');

    await fillForm(page, `E2E contact ${Date.now()}`);
    await send(page).click();
    await expectToast(
      page,
      'Message Sent Successfully!',
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    await screenshot(page, 'content', 'contact-thank-you');
  });

  test("a quick tip's FAQ link opens the FAQ page in the app, with its title", async ({ page }) => {
    await page.goto('/contact');
    await page
      .getByRole('region', { name: 'Quick Tips' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page).toHaveTitle('Sweepstakes Casino FAQ | SweepScout');
    const items = page.locator('[data-page="faq"] details');
    await items.first().locator('summary').click();
    await expect(items.first().locator('p')).toBeVisible();
    await screenshot(page, 'content', 'faq-page');
  });

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
