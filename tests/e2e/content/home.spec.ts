import { expect, test, type Page } from '../../support/test';
import type { Faq, Guide, Review } from '@sweepscout/shared';
import {
  expectFitsPhone,
  getJson,
  recordRequests,
  screenshot,
  screenshotInView,
} from '../../support/site';
import { expectSameList, expectToast, submitHeld } from './helpers';

const widget = (page: Page, name: string) =>
  page.locator(`[data-remote="content"][data-widget="${name}"]`);

test.describe('home content sections', () => {
  test('Latest Casino Reviews grid with View All Casino Reviews', async ({ page, request }) => {
    const latest = await getJson<Review[]>(request, '/api/reviews/latest');
    await page.goto('/');
    const section = widget(page, 'latest-reviews');
    await expect(section.getByRole('heading', { name: 'Latest Casino Reviews' })).toBeVisible();
    await expect(section.getByTestId('review-card').first()).toBeVisible();
    const shown = await section.getByTestId('review-card').getByRole('heading').allTextContents();
    expect(shown.length).toBeLessThanOrEqual(latest.length);
    expectSameList(
      shown,
      (await getJson<Review[]>(request, '/api/reviews/latest')).map((r) => r.title),
    );
    await section.getByRole('link', { name: 'View All Casino Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test('Guides section: one featured guide, Popular Guides and Browse All Guides', async ({
    page,
    request,
  }) => {
    const featured = await getJson<Guide>(request, '/api/guides/featured');
    const popular = await getJson<Guide[]>(request, '/api/guides/popular');
    await page.goto('/');
    const section = widget(page, 'guides');
    await expect(section.getByTestId('featured-guide').getByRole('heading')).toHaveText(
      featured.title,
    );
    const list = section.getByTestId('popular-guides');
    await expect(list.getByRole('heading', { name: 'Popular Guides' })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(popular.length);
    // Popularity moves as guides are read (other tests read guides meanwhile): each entry is a guide.
    const guidePaths = (await getJson<Guide[]>(request, '/api/guides')).map(
      (g) => `/guides/${g.slug}`,
    );
    for (const href of await list
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(guidePaths).toContain(href);
    }
    await section.getByRole('link', { name: 'Browse All Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });

  test('FAQ: a single-open, collapsible accordion with glossary terms in the answers', async ({
    page,
    request,
  }) => {
    const faqs = await getJson<Faq[]>(request, '/api/faqs');
    await page.goto('/');
    const faq = widget(page, 'faq');
    await expect(faq.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    // Native disclosures (details/summary): they work before and without the page's script.
    const item = (question: string) =>
      faq.getByTestId('faq-item').filter({ has: page.getByRole('heading', { name: question }) });
    await expect(faq.getByTestId('faq-item')).toHaveCount(faqs.length);
    await expect(faq.locator('details[open]')).toHaveCount(0);

    const first = item(faqs[0].question);
    const second = item(faqs[1].question);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    const firstAnswer = first.locator('p');
    await expect(firstAnswer).toBeVisible();
    // Glossary phrases in the answer are highlighted for a first-time visitor.
    await expect(
      firstAnswer.locator('[data-glossary-term][data-highlighted="true"]').first(),
    ).toBeVisible();
    await screenshotInView(page, first, 'content', 'faq-open');

    // Opening another closes the first (single-open).
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await expect(firstAnswer).toBeHidden();
    // Clicking the open one closes it (collapsible).
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open', '');

    // Keyboard: a summary takes focus; Enter opens.
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
  });

  test('the glossary terms are highlighted in the FAQ answers', async ({ page, request }) => {
    const faqs = await getJson<Faq[]>(request, '/api/faqs');
    await page.goto('/');
    const faq = widget(page, 'faq');
    const highlighted = new Set<string>();
    for (const item of faqs) {
      const details = faq
        .getByTestId('faq-item')
        .filter({ has: page.getByRole('heading', { name: item.question }) });
      await details.locator('summary').click();
      const region = details.locator('p');
      await expect(region).toBeVisible();
      for (const key of await region
        .locator('[data-glossary-term]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-glossary-term')))) {
        if (key) highlighted.add(key);
      }
    }
    // The seeded answers use the glossary's phrases; each one points at its glossary term.
    expect([...highlighted].sort()).toEqual(
      expect.arrayContaining([
        'bonus',
        'gold-coins',
        'redeem',
        'rtp',
        'sweep-coins',
        'sweepstakes',
        'verification',
        'vip',
        'wagering-requirement',
      ]),
    );
  });
});

test.describe('newsletter signup', () => {
  const emailInput = (page: Page) => widget(page, 'newsletter').getByLabel('Email address');
  const subscribeButton = (page: Page) =>
    widget(page, 'newsletter').getByRole('button', { name: /Subscrib/ });

  test("an invalid email gives the toast 'Invalid email' and sends nothing", async ({ page }) => {
    const sent = recordRequests(page, (r) => r.url().endsWith('/api/newsletter/subscribe'));
    await page.goto('/');
    await emailInput(page).fill('not-an-email');
    await subscribeButton(page).click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address.', 'destructive');
    await expect(
      widget(page, 'newsletter').getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await screenshotInView(page, widget(page, 'newsletter'), 'content', 'newsletter-invalid');
    await emailInput(page).fill('');
    await subscribeButton(page).click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address.', 'destructive');
    expect(sent).toEqual([]);
  });

  test("subscribes: 'Subscribing...' while sending, then the success toast and an empty input", async ({
    page,
    request,
  }) => {
    const email = `e2e-${Date.now()}@Example.com`;
    await page.goto('/');
    await emailInput(page).fill(email);
    await submitHeld(page, '**/api/newsletter/subscribe', subscribeButton(page), 'Subscribing...');
    await expectToast(
      page,
      'Successfully subscribed!',
      "You'll now receive our exclusive casino offers and updates.",
    );
    await expect(emailInput(page)).toHaveValue('');
    await expect(subscribeButton(page)).toHaveText('Subscribe');
    await screenshotInView(page, widget(page, 'newsletter'), 'content', 'newsletter-success');

    // The server stored it lower-cased; a repeat gets the same answer as a new address (nobody
    // can probe who subscribed) and stores no duplicate.
    const again = await request.post('/api/newsletter/subscribe', {
      data: { email: email.toUpperCase() },
    });
    expect(again.status()).toBe(201);
  });

  test('the home content sections fit a phone (390 px)', async ({ page }) => {
    await expectFitsPhone(
      page,
      '/',
      widget(page, 'faq').getByTestId('faq-item').first(),
      widget(page, 'latest-reviews').getByTestId('review-card').first(),
    );
    await screenshot(page, 'content', 'home-390');
  });
});
