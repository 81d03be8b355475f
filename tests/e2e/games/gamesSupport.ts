import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../support/env';
import { expectRemote } from '../../support/site';

export const AREA = 'games';

/** Open /games with a seeded random source (the same seed gives every game the same draws). */
export async function openGames(
  page: Page,
  seed: number,
  tab?: 'Blackjack' | 'Roulette',
): Promise<Locator> {
  await page.goto(`/games?seed=${seed}`);
  await expectRemote(page, 'games');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  return panel;
}

/** A button of a game's panel, by its exact name ('Spin' is not 'Max Bet Spin'). */
export const gameButton = (panel: Locator, name: string) =>
  panel.getByRole('button', { name, exact: true });

export interface CapturedEvent {
  name: string;
  category?: string;
  label?: string;
  value?: number;
}

/**
 * Captures the analytics events the page sends to the first-party endpoint (answered here, so the
 * tests do not depend on its storage).
 */
export async function captureEvents(page: Page): Promise<CapturedEvent[]> {
  const events: CapturedEvent[] = [];
  await page.route('**/api/events', async (route) => {
    const body = route.request().postData();
    if (body) events.push(...((JSON.parse(body) as { events: CapturedEvent[] }).events ?? []));
    await route.fulfill({ status: 204, body: '' });
  });
  return events;
}

const STUB_CASINO_PAGE = {
  status: 200,
  contentType: 'text/html',
  body: '<h1>Casino site (stubbed)</h1>',
};

/**
 * Every request that would leave this machine is answered locally (outbound casino links), and
 * recorded. The site's tracked redirects (/go/...) are asked of the real server without being
 * followed: the browser does not route the request a redirect leads to, so the redirect's target
 * is recorded here and the stub page shown in its place.
 */
export async function keepTrafficLocal(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(E2E_BASE_URL),
    async (route) => {
      external.push(route.request().url());
      await route.fulfill(STUB_CASINO_PAGE);
    },
  );
  await context.route(
    (url) => url.href.startsWith(`${E2E_BASE_URL}/go/`),
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const target = answer.headers()['location'];
      if (answer.status() !== 302 || !target) return route.fulfill({ response: answer });
      external.push(new URL(target, route.request().url()).href);
      await route.fulfill(STUB_CASINO_PAGE);
    },
  );
  return external;
}

/** The names of the captured events, waiting until `name` arrived (events are batched). */
export async function expectEvent(
  events: CapturedEvent[],
  name: string,
  match: Partial<CapturedEvent> = {},
) {
  await expect
    .poll(
      () =>
        events.some(
          (e) =>
            e.name === name &&
            Object.entries(match).every(([k, v]) => e[k as keyof CapturedEvent] === v),
        ),
      {
        message: `analytics event ${name} ${JSON.stringify(match)}`,
        timeout: 8000,
      },
    )
    .toBe(true);
}
