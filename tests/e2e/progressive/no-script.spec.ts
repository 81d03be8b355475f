import { GLOSSARY_BY_KEY, type Casino, type Review } from '@sweepscout/shared';
import { expect, test } from '../../support/test';
import {
  expectTopRatedLogosShown,
  MAIN_LINKS,
  PHONE,
  screenshot,
  screenshotInView,
} from '../../support/site';
import { AREA, asOwnClient, openEarly, searchFromHeader, sendContactMessage } from './support';

// Each public route's main task with JavaScript turned off: real links, native disclosures and
// forms the page server answers (Post/Redirect/Get, messages on the page, values kept).

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('browse: the home page, its links and a casino page', async ({ page, request }) => {
    const casinos = (await (await request.get('/api/casinos')).json()) as Casino[];
    await openEarly(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .locator('[data-site-header]')
      .getByRole('link', { name: 'Compare', exact: true })
      .click();
    await expect(page).toHaveURL(/\/compare$/);
    await openEarly(page, `/casino/${casinos[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(casinos[0].name);
  });

  test('compare: filter, sort and page through the server', async ({ page }) => {
    await openEarly(page, '/compare');
    const count = page.locator('[data-result-count]');
    const before = await count.textContent();
    await page.getByRole('checkbox', { name: 'Slots' }).check();
    await page.getByRole('button', { name: '4 stars and up' }).click();
    await expect(page).toHaveURL(/gameTypes=Slots/);
    await expect(page).toHaveURL(/minRating=4/);
    await expect(page.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
    await expect(page.getByRole('button', { name: '4 stars and up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Sort by').selectOption('rating-low');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/sort=rating-low/);
    await expect(page).toHaveURL(/minRating=4/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-low');
    expect(await count.textContent()).not.toBe(before);
    await screenshot(page, AREA, 'compare-no-script');
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('checkbox', { name: 'Slots' })).not.toBeChecked();
  });

  test('compare: the next page', async ({ page }) => {
    await openEarly(page, '/compare');
    // The seed has more casinos than one page holds.
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
  });

  test('compare, reviews and guides: a link to a page past the last says so, and Previous leads back', async ({
    page,
  }) => {
    await openEarly(page, '/compare?page=9');
    await expect(page.getByText('No casinos on this page: the list has 2 pages.')).toBeVisible();
    await expect(page.getByText(/^No casinos on this page \(\d+ in all\)$/)).toBeVisible();
    await expect(page.getByText('No casinos match your current filters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    // The reviews and guides (one page each in the seed) say the same, and lead back.
    for (const list of ['reviews', 'guides']) {
      await openEarly(page, `/${list}?page=9`);
      await expect(page.getByText(`No ${list} on this page: the list has 1 page.`)).toBeVisible();
      await expect(page.getByText('Please check back later.')).toHaveCount(0);
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(new RegExp(`/${list}(\\?sort=latest)?$`));
    }
  });

  test('reviews: sort, then read a review', async ({ page, request }) => {
    const reviews = (await (await request.get('/api/reviews?sort=rating-low')).json()) as Review[];
    await openEarly(page, '/reviews');
    await page.getByLabel('Sort by').selectOption('rating-low');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\/reviews\?sort=rating-low$/);
    await page.getByRole('link', { name: reviews[0].title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviews[0].title);
  });

  test('subscribe: errors beside the field with the value kept, then the result', async ({
    page,
  }) => {
    await asOwnClient(page);
    await openEarly(page, '/');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-result')).toContainText('Invalid email');
    await expect(page.getByTestId('newsletter-result')).toContainText(
      'Please enter a valid email address.',
    );
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'not-an-address',
    );
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(page.url()).not.toContain('not-an-address');
    await screenshotInView(
      page,
      page.getByTestId('newsletter-result'),
      AREA,
      'newsletter-refused-no-script',
    );
    await page.getByRole('textbox', { name: 'Email address' }).fill('no.script@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-result')).toContainText('Successfully subscribed!');
    await expect(page.getByTestId('newsletter-result')).toContainText(
      "You'll now receive our exclusive casino offers and updates.",
    );
    expect(page.url()).not.toContain('example.com');
    // The answer opens the page at the newsletter (#newsletter): just below the sticky header,
    // not hidden under it.
    const belowHeader = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      return document.getElementById('newsletter')!.getBoundingClientRect().top - header.bottom;
    });
    expect(belowHeader).toBeGreaterThanOrEqual(0);
    expect(belowHeader).toBeLessThan(40);
  });

  test('contact: errors beside the fields with the values kept, then the thank-you screen', async ({
    page,
  }) => {
    await asOwnClient(page);
    await openEarly(page, '/contact');
    await page.getByLabel('Full Name').fill('No Script');
    await page.getByLabel('Email Address').fill('no.script@example.com');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Please select a category')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('No Script');
    await expect(page.getByLabel('Subject')).toHaveValue('Hi');
    await screenshot(page, AREA, 'contact-refused-no-script');
    await sendContactMessage(
      page,
      'A question without script',
      'Does the contact form work without JavaScript?',
    );
    expect(page.url()).not.toContain('example.com');
  });

  test('search from the header', async ({ page }) => {
    await openEarly(page, '/guides');
    await searchFromHeader(page, 'bonus');
  });

  test('open an FAQ answer; one open at a time', async ({ page }) => {
    await openEarly(page, '/');
    const items = page.locator('[data-widget="faq"] details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).locator('p')).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).locator('p')).toBeVisible();
    await expect(items.nth(0).locator('p')).toBeHidden();
  });

  test('the FAQ page lists every question; an answer opens', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as { question: string }[];
    await openEarly(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const items = page.locator('[data-page="faq"] details');
    await expect(items.locator('summary h2')).toHaveText(faqs.map((faq) => faq.question));
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).locator('p')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a glossary term in an FAQ answer shows its definition', async ({ page }) => {
    await openEarly(page, '/');
    const first = page.locator('[data-widget="faq"] details').nth(0);
    await first.locator('summary').click();
    const term = first.locator('[data-glossary-term][data-highlighted="true"]').first();
    const key = await term.getAttribute('data-glossary-term');
    await term.click();
    const definition = page.getByRole('tooltip');
    await expect(definition).toBeVisible();
    await expect(definition.locator('strong')).toHaveText(GLOSSARY_BY_KEY[key!]!.term);
    await expect(definition).toContainText(GLOSSARY_BY_KEY[key!]!.definition);
    await screenshotInView(page, definition, 'progressive', 'no-script-glossary');
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("the home page shows the Top-Rated casinos' logos (held back only where scripts run)", async ({
    page,
    request,
  }) => {
    await openEarly(page, '/');
    await expectTopRatedLogosShown(page, request);
  });

  test('navigate with the header menu', async ({ page }) => {
    await openEarly(page, '/');
    await page.locator('[data-site-header] button[aria-label="Open menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(MAIN_LINKS);
    await menu.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    // The search is in the menu too (the header has no room for it on a phone).
    await page.locator('[data-site-header] button[aria-label="Open menu"]').click();
    const box = page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('combobox', { name: 'Search casinos, reviews and guides' });
    await box.fill('gold');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=gold$/);
  });
});
