import type { Page } from '@playwright/test';
import type { Casino } from '@sweepscout/shared';
import { expect, test } from '../../support/test';
import { PHONE, recordRequests, savePng, screenshot } from '../../support/site';
import {
  appNotReady,
  AREA,
  asOwnClient,
  delayScripts,
  openEarly,
  openHeld,
  searchFromHeader,
  sendContactMessage,
} from './support';

// A visitor acts as soon as a control shows, while the page's scripts are still on their way:
// every tap and submit has its effect, through the server (real links and forms) or held by the
// page's inline capture script and replayed once the app runs. The taps the capture script holds
// are made while the scripts are held back (released by the test); the rest with every script
// answering 2 s late, acting as soon as the control is visible.

test.describe('taps held until the app takes over, then replayed', () => {
  test('/games: a tap on Spin spins once', async ({ page }) => {
    const release = await openHeld(page, '/games?seed=2');
    const panel = page.getByRole('tabpanel');
    const spin = panel.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeVisible();
    expect(await appNotReady(page)).toBe(true);
    await spin.click();
    // Held, and shown as pending, until the app runs.
    await expect(spin).toHaveAttribute('data-tap-pending', '');
    await screenshot(page, AREA, 'games-spin-held');
    release();
    await expect(panel.getByRole('status')).toHaveText('You won 4 credits!');
    await expect(panel.getByTestId('slot-spins')).toHaveText('1');
    await expect(spin).not.toHaveAttribute('data-tap-pending', '');
  });

  test('/games: a tab chosen, then Spin, spins the chosen game', async ({ page }) => {
    const release = await openHeld(page, '/games?seed=5');
    const roulette = page.getByRole('tab', { name: 'Roulette' });
    await expect(roulette).toBeVisible();
    expect(await appNotReady(page)).toBe(true);
    await roulette.click();
    // The chosen game shows at once, so the next tap lands on its own Spin.
    await expect(roulette).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('id', 'games-panel-roulette');
    await panel.getByRole('button', { name: 'Spin', exact: true }).click();
    expect(await appNotReady(page)).toBe(true);
    release();
    // Roulette's own answer to a spin without a bet: the slot did not spin.
    await expect(panel.getByRole('status')).toHaveText('Place at least one bet before spinning!');
    await expect(page.getByTestId('slot-spins')).toHaveText('0');
  });

  test('/: the theme choice is applied once the app runs', async ({ page }) => {
    const release = await openHeld(page, '/');
    const dark = page.getByRole('radio', { name: 'Dark theme' });
    await expect(dark).toBeVisible();
    expect(await appNotReady(page)).toBe(true);
    await dark.click({ force: true });
    await expect(dark).toHaveAttribute('data-tap-pending', '');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('/: the newsletter submit subscribes, no address in the URL', async ({ page }) => {
    await asOwnClient(page);
    const urls = recordRequests(page);
    // Held: the submit surely comes before the app, and the page server answers it.
    await openHeld(page, '/');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.scrollIntoViewIfNeeded();
    await email.fill('early.bird@example.com');
    expect(await appNotReady(page)).toBe(true);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-result')).toContainText('Successfully subscribed!');
    expect(new URL(page.url()).search).toBe('?newsletter=subscribed');
    expect(urls.filter((url) => /early\.bird|%40/i.test(url))).toEqual([]);
  });

  test('/: search text typed before the app is searched for by an Enter after it', async ({
    page,
  }) => {
    const release = await openHeld(page, '/');
    const box = page.getByRole('combobox', { name: 'Search casinos, reviews and guides' });
    await box.fill('gold');
    expect(await appNotReady(page)).toBe(true);
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-app-ready', '');
    // The app took over a field that already held text: it keeps it and searches for it.
    await expect(box).toHaveValue('gold');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=gold$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “gold”');
  });

  test('/casino/{slug}: Copy Code copies once the app runs', async ({ page, context, request }) => {
    const casinos = (await (await request.get('/api/casinos')).json()) as Casino[];
    const casino = casinos.find((c) => c.promoCode);
    expect(casino).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await openHeld(page, `/casino/${casino!.slug}`);
    const copy = page.getByRole('button', { name: 'Copy Code' });
    await expect(copy).toBeVisible();
    expect(await appNotReady(page)).toBe(true);
    await copy.click();
    await expect(copy).toHaveAttribute('data-tap-pending', '');
    release();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(casino!.promoCode);
  });
});

test.describe('acting as soon as a control shows, scripts 2 s late', () => {
  test.beforeEach(async ({ page }) => {
    await delayScripts(page);
  });

  test('/: an FAQ question opens at once', async ({ page }) => {
    await openEarly(page, '/');
    const question = page.locator('[data-widget="faq"] summary').first();
    await question.scrollIntoViewIfNeeded();
    await expect(question).toBeVisible();
    await question.click();
    const answer = page.locator('[data-widget="faq"] details').first().locator('p');
    await expect(answer).toBeVisible();
  });

  test('/faq: a question opens at once, and another closes it', async ({ page }) => {
    await openEarly(page, '/faq');
    const items = page.locator('[data-page="faq"] details');
    await expect(items.first().locator('summary')).toBeVisible();
    expect(await appNotReady(page)).toBe(true);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).locator('p')).toBeVisible();
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2).locator('p')).toBeVisible();
    await expect(items.nth(0).locator('p')).toBeHidden();
  });

  test('/: the header search opens the results page', async ({ page }) => {
    await openEarly(page, '/');
    await searchFromHeader(page, 'gold');
  });

  test('/compare: a filter, a sort and the next page are applied', async ({ page }) => {
    await openEarly(page, '/compare');
    const slots = page.getByRole('checkbox', { name: 'Slots' });
    await expect(slots).toBeVisible();
    await slots.check();
    // The browser sent the form: the server rendered the filtered page.
    await expect(page).toHaveURL(/gameTypes=Slots/);
    await expect(page.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
    await page.getByLabel('Sort by').selectOption('bonus-value');
    await expect(page).toHaveURL(/sort=bonus-value/);
    await expect(page).toHaveURL(/gameTypes=Slots/);
    await expect(page.getByLabel('Sort by')).toHaveValue('bonus-value');
  });

  test('/reviews: the sort is applied', async ({ page }) => {
    await openEarly(page, '/reviews');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toBeVisible();
    await sort.selectOption('rating-low');
    await expect(page).toHaveURL(/\/reviews\?sort=rating-low$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-low');
  });

  test('/contact: a message sent early is sent', async ({ page }) => {
    await asOwnClient(page);
    await openEarly(page, '/contact');
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await page.getByLabel('Full Name').fill('Early Visitor');
    await page.getByLabel('Email Address').fill('early.visitor@example.com');
    await sendContactMessage(
      page,
      'A question sent early',
      'Is this message kept when sent before the app runs?',
    );
    expect(page.url()).not.toContain('early.visitor');
  });
});

test.describe('acting as soon as a control shows, on a phone, scripts 2 s late', () => {
  test.use({ viewport: PHONE, hasTouch: true });
  test.beforeEach(async ({ page }) => {
    await delayScripts(page);
  });

  test('the header menu opens and its links work', async ({ page }) => {
    await openEarly(page, '/');
    const open = page.locator('[data-site-header] button[aria-label="Open menu"]');
    await expect(open).toBeVisible();
    await open.click();
    // The native menu (a popover) while the scripts are on their way; the app's own menu dialog
    // when a slow machine took longer than their delay to show the button. Either opens.
    const menu = page
      .getByRole('navigation', { name: 'Menu' })
      .or(page.getByRole('dialog', { name: 'Menu' }));
    await expect(menu).toBeVisible();
    // The screen as the visitor sees it (a full-page capture would hide the menu in the page).
    await savePng(page, AREA, 'phone-menu-before-app');
    await menu.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { name: 'Compare Sweepstakes Casinos' })).toBeVisible();
  });
});

// The app marks the page ready as soon as React listens to it, with every module it renders
// loaded, before the page's first render has committed (shell/src/app/AppReadyMark.tsx): a tap
// at that very moment makes React finish hydrating at once, then handles it.
test.describe('a tap at the moment the app takes over', () => {
  /**
   * Taps the first element `selector` finds (with `text` as its text, if given), in the same task
   * as #root gets data-app-ready, and records whether React had hydrated it by then.
   */
  async function tapWhenReady(page: Page, selector: string, text?: string): Promise<void> {
    await page.addInitScript(
      ({ target, label }) => {
        const state = { hydratedBeforeTap: undefined as boolean | undefined };
        Object.assign(window, { __tapAtReady: state });
        // Once per tab: a document loaded after the tap (the browser following a link) taps
        // nothing and records nothing.
        if (sessionStorage.getItem('tapped-at-ready')) return;
        new MutationObserver((_records, observer) => {
          const root = document.getElementById('root');
          if (!root?.hasAttribute('data-app-ready')) return;
          observer.disconnect();
          const control = [...document.querySelectorAll<HTMLElement>(target)].find(
            (element) => label === undefined || element.textContent?.trim() === label,
          );
          if (!control) return;
          // React's fiber on the element: the same test as waitUntilHydrated (tests/support).
          state.hydratedBeforeTap = Object.keys(control).some((key) =>
            key.startsWith('__reactFiber'),
          );
          sessionStorage.setItem('tapped-at-ready', 'yes');
          control.click();
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-app-ready'],
        });
      },
      { target: selector, label: text },
    );
  }

  const hydratedBeforeTap = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __tapAtReady: { hydratedBeforeTap?: boolean } }).__tapAtReady,
    );

  test('/games: Spin spins once', async ({ page }) => {
    await tapWhenReady(page, '[role="tabpanel"] button', 'Spin');
    await openEarly(page, '/games?seed=2');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByTestId('slot-spins')).toHaveText('1');
    await expect(panel.getByRole('status')).toHaveText('You won 4 credits!');
    // The tap came before React had hydrated the button: the case this test is about.
    expect(await hydratedBeforeTap(page)).toEqual({ hydratedBeforeTap: false });
  });

  test('/: a header link navigates inside the app, without loading a new document', async ({
    page,
  }) => {
    await tapWhenReady(page, '[data-site-header] a[href="/compare"]');
    await openEarly(page, '/');
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { name: 'Compare Sweepstakes Casinos' })).toBeVisible();
    // The record of the tap is still there: the same document, so the app's router took the
    // tap, not the browser following the link (a new document would hold an empty record).
    expect(await hydratedBeforeTap(page)).toEqual({ hydratedBeforeTap: false });
  });
});
