import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeRegExp, type Casino, type Guide, type Review } from '@sweepscout/shared';
import { ARTIFACTS_DIR } from './env';

export { ARTIFACTS_DIR };

/**
 * Write a PNG of the page to tests/artifacts/<area>/<name>.png: the viewport, or the whole page.
 * Through the DevTools protocol, which lets Chromium encode the PNG for speed: Playwright's
 * screenshot asks for its smallest PNG, whose compression was most of a full-page capture's CPU
 * time (the home page 1.0 CPU-second instead of 0.4, a casino page 0.6 instead of 0.33; the
 * files half as large again, still PNG, which every viewer shows).
 */
export async function savePng(
  page: Page,
  area: string,
  name: string,
  { fullPage = false } = {},
): Promise<void> {
  // As Playwright's screenshot does with animations disabled: web fonts first, so that the text
  // is the page's, and every finite animation at its end (a toast where it comes to rest).
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const devtools = await page.context().newCDPSession(page);
  try {
    // The whole page: its laid-out size, drawn beyond the viewport (as Playwright's fullPage).
    const wholePage = async () => {
      const { cssContentSize: size } = await devtools.send('Page.getLayoutMetrics');
      const clip = { x: 0, y: 0, width: size.width, height: size.height, scale: 1 };
      return { captureBeyondViewport: true, clip };
    };
    const { data } = await devtools.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      ...(fullPage ? await wholePage() : {}),
    });
    const file = path.join(ARTIFACTS_DIR, area, `${name}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(data, 'base64'));
  } finally {
    await devtools.detach();
  }
}

/**
 * Save a full-page screenshot under tests/artifacts/<area>/<name>.png (look at them).
 *
 * The items of long lists skip their rendering while far from the screen (content-visibility),
 * and a full-page capture does not scroll: for the picture they are all rendered, as a visitor
 * who scrolls sees them. A constructed sheet, which the page's CSP allows, removed afterwards.
 */
export async function screenshot(page: Page, area: string, name: string): Promise<void> {
  const renderAll = (on: boolean) => {
    const marked = document as Document & { renderAllSheet?: CSSStyleSheet };
    if (on) {
      marked.renderAllSheet = new CSSStyleSheet();
      marked.renderAllSheet.replaceSync('* { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, marked.renderAllSheet];
    } else {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (sheet) => sheet !== marked.renderAllSheet,
      );
    }
  };
  await page.evaluate(renderAll, true);
  // From the top: a full-page capture of a scrolled page draws the sticky header where the
  // viewport was, over the content. The test goes on from where it was.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  await savePng(page, area, name, { fullPage: true });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolledTo);
  await page.evaluate(renderAll, false);
}

/**
 * Save what a visitor sees with `locator` in view (the viewport, with fixed toasts and popovers)
 * under tests/artifacts/<area>/<name>.png: for a state of one part of a long page, where a
 * full-page capture costs several times the CPU and shows the rest of the page once more.
 */
export async function screenshotInView(
  page: Page,
  locator: Locator,
  area: string,
  name: string,
): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await savePng(page, area, name);
}

/** The header's main links, in their order (the desktop bar and the phone menu alike). */
export const MAIN_LINKS = ['Home', 'Compare', 'Reviews', 'Guides', 'Games', 'Bonuses'];

/** The phone viewport of the layout checks (390 x 844, a common phone's CSS size). */
export const PHONE = { width: 390, height: 844 };

/** Nothing on the page is wider than the viewport: a visitor never scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'how much wider than the viewport the page is').toBeLessThanOrEqual(0);
}

/** At phone width `path` shows each of `ready` and nothing wider than the screen. */
export async function expectFitsPhone(
  page: Page,
  path: string,
  ...ready: Locator[]
): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  for (const locator of ready) await expect(locator).toBeVisible();
  await expectNoSideScroll(page);
}

/** The URLs of the requests the page makes from now on that `match` accepts (every one without). */
export function recordRequests(
  page: Page,
  match: (request: Request) => boolean = () => true,
): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (match(request)) urls.push(request.url());
  });
  return urls;
}

/** Wait until an area rendered by the named remote is on the page. */
export async function expectRemote(page: Page, remote: string): Promise<void> {
  await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
}

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

export const getCasinos = (request: APIRequestContext) =>
  getJson<Casino[]>(request, '/api/casinos');
export const getReviews = (request: APIRequestContext) =>
  getJson<Review[]>(request, '/api/reviews');
export const getGuides = (request: APIRequestContext) => getJson<Guide[]>(request, '/api/guides');

export { adminToken, CSRF_HEADERS, sessionHeaders, signInAdmin } from './adminSession';

/**
 * After a document load: wait until React has taken over #root (hydrated the server's HTML, or
 * rendered it in the browser). A server-rendered page shows its content before its script runs,
 * and a click or a key pressed before hydration is lost (a form would even submit natively), so
 * a test acts on the page once it is live, as a visitor does a moment after it appears. Pages
 * without #root (an API answer, a file) are not waited for.
 */
export async function untilAppTakesOver(page: Page): Promise<void> {
  // Told by the page when the mark appears (a MutationObserver) instead of polling it every
  // frame (waitForFunction): the whole suite alone, two rounds each, 316 and 323 s instead of
  // 333 and 346 s, for the same CPU time within the noise (542 and 547 CPU-s against 497 and 551).
  const told = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.getElementById('root');
        // The shell marks #root once React listens to the page (shell/src/app/AppReadyMark.tsx).
        if (!root || root.hasAttribute('data-app-ready')) return resolve();
        new MutationObserver((_changes, observer) => {
          if (!root.hasAttribute('data-app-ready')) return;
          observer.disconnect();
          resolve();
        }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
      }),
  );
  // A document that navigates on its own (a redirect by script) ends the evaluation: the new
  // document is then waited for the same way.
  await told.catch(async (error: unknown) => {
    if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || root.hasAttribute('data-app-ready');
    });
  });
}

/** Resolves once React has taken over the page (the fixture's wait after a load, for other moments). */
export const waitForHydration = untilAppTakesOver;

/**
 * Resolves once React has hydrated the element `selector` names (a lazy page when its chunk
 * arrives, an area below the first view once it came into view and its remote loaded). Before
 * that, a link there is followed by the browser without the app (no analytics event).
 */
export async function waitUntilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);
}

/** Moves the app's router to `path` without loading a document, as a link inside the site does. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Open a route the way a link inside the site does (the router, no document load), so that the
 * page's data comes from the browser's own requests, which a test can intercept. A document load
 * of a server-rendered route gets its data from the server instead. It starts from /contact, whose
 * first view reads none of the catalog's or the content's data, or from `from`.
 */
export async function openClientSide(page: Page, path: string, from = '/contact'): Promise<void> {
  await page.goto(from);
  await waitForHydration(page);
  await navigateInApp(page, path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/** Scrolls `image` (an <img>) into view and waits until it shows the image at `pathname`. */
async function expectImageShown(image: Locator, pathname: string): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null,
      ),
    )
    .toBe(pathname);
}

/**
 * Each card of the home page's Top-Rated grid (already open in `page`) shows its casino's logo;
 * returns the logos' paths (at least one: the seeded featured casinos have logos).
 */
export async function expectTopRatedLogosShown(
  page: Page,
  request: APIRequestContext,
): Promise<string[]> {
  const featured = await getJson<Casino[]>(request, '/api/casinos/featured');
  const withLogo = featured.filter((casino) => casino.logoUrl);
  expect(withLogo.length).toBeGreaterThan(0);
  for (const casino of withLogo) {
    await expectImageShown(
      page.locator(`#top-rated [data-casino-card="${casino.slug}"] img`),
      casino.logoUrl ?? '',
    );
  }
  return withLogo.map((casino) => casino.logoUrl ?? '');
}
