import { expect, test, type Page } from '../../support/test';
import type { Casino } from '@sweepscout/shared';
import { getJson, PHONE, screenshot } from '../../support/site';
import { AREA, captureEvents, expectEvent, keepTrafficLocal } from './gamesSupport';

// Seeded games: Crown Coins Casino has two (Crown Jewels Slots, Royal Blackjack), Neon Mirage
// Casino one, Maple Ridge Sweeps none.
const previews = (page: Page) => page.locator('[data-remote="games"]');

async function openCasino(page: Page, slug: string) {
  await page.goto(`/casino/${slug}`);
  await expect(previews(page).getByRole('heading', { name: 'Game Previews' })).toBeVisible();
  return previews(page);
}

test.describe('Game previews on a casino page', () => {
  test('an image with a play overlay, then a 600 × 400 canvas animation that runs', async ({
    page,
  }) => {
    const events = await captureEvents(page);
    const section = await openCasino(page, 'crown-coins-casino');
    await expect(section.getByRole('img', { name: 'Crown Jewels Slots preview' })).toBeVisible();
    await expect(section.getByTestId('preview-canvas')).toHaveCount(0);
    await section.getByRole('button', { name: 'Play preview of Crown Jewels Slots' }).click();
    const canvas = section.getByTestId('preview-canvas');
    await expect(canvas).toHaveAttribute('width', '600');
    await expect(canvas).toHaveAttribute('height', '400');
    await expect(canvas).toHaveAttribute('data-scene', 'slot');
    await expect(canvas).toHaveAttribute('data-animating', 'true');
    const frame = () => canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    const first = await frame();
    await expect.poll(frame, { message: 'the animation draws new frames' }).not.toBe(first);
    await expectEvent(events, 'view_game_preview', {
      label: 'Crown Jewels Slots',
      category: 'Crown Coins Casino',
    });
    await screenshot(page, AREA, 'preview-slot');
  });

  test('previous/next cycle through the games with wrap-around; each type gets its scene', async ({
    page,
  }) => {
    const section = await openCasino(page, 'crown-coins-casino');
    const name = section.getByTestId('preview-game-name');
    const counter = section.getByTestId('preview-counter');
    await expect(counter).toHaveText('1 / 2');
    await expect(name).toHaveText('Crown Jewels Slots');
    await section.getByRole('button', { name: 'Next game' }).click();
    await expect(name).toHaveText('Royal Blackjack');
    await expect(counter).toHaveText('2 / 2');
    await section.getByRole('button', { name: 'Next game' }).click();
    await expect(name).toHaveText('Crown Jewels Slots');
    await expect(counter).toHaveText('1 / 2');
    await section.getByRole('button', { name: 'Previous game' }).click();
    await expect(name).toHaveText('Royal Blackjack');
    await section.getByRole('button', { name: 'Play preview of Royal Blackjack' }).click();
    await expect(section.getByTestId('preview-canvas')).toHaveAttribute('data-scene', 'cards');
    // Cycling while playing keeps playing, and releases the previous canvas.
    await page.evaluate(() => {
      (window as unknown as { __oldCanvas: Element | null }).__oldCanvas = document.querySelector(
        '[data-testid="preview-canvas"]',
      );
    });
    await section.getByRole('button', { name: 'Previous game' }).click();
    await expect(section.getByTestId('preview-canvas')).toHaveAttribute('data-scene', 'slot');
    const released = await page.evaluate(() => {
      const old = (window as unknown as { __oldCanvas: HTMLCanvasElement }).__oldCanvas;
      return { width: old.width, height: old.height, connected: old.isConnected };
    });
    expect(released).toEqual({ width: 0, height: 0, connected: false });
  });

  test('roulette, poker and bingo scenes', async ({ page }) => {
    for (const [slug, scene] of [
      ['golden-harbor-social-casino', 'roulette'],
      ['lucky-lantern-sweeps', 'poker'],
      ['starlight-spins', 'bingo'],
    ] as const) {
      const section = await openCasino(page, slug);
      await section.getByRole('button', { name: /^Play preview of / }).click();
      await expect(section.getByTestId('preview-canvas')).toHaveAttribute('data-scene', scene);
      await page.waitForTimeout(1500);
      await section
        .getByTestId('preview-stage')
        .screenshot({ path: `tests/artifacts/${AREA}/preview-${scene}.png` });
    }
  });

  test('mute toggles and is tracked', async ({ page }) => {
    const events = await captureEvents(page);
    const section = await openCasino(page, 'crown-coins-casino');
    await section.getByRole('button', { name: 'Play preview of Crown Jewels Slots' }).click();
    const mute = section.getByRole('button', { name: /Mute|Unmute/ });
    await expect(mute).toHaveText('Mute');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveText('Unmute');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await mute.click();
    await expect(mute).toHaveText('Mute');
    await expectEvent(events, 'mute', { label: 'Crown Jewels Slots' });
    await expectEvent(events, 'unmute', { label: 'Crown Jewels Slots' });
  });

  test('fullscreen enters and leaves the Fullscreen API', async ({ page }) => {
    const events = await captureEvents(page);
    const section = await openCasino(page, 'crown-coins-casino');
    await section.getByRole('button', { name: 'Play preview of Crown Jewels Slots' }).click();
    await section.getByRole('button', { name: 'Fullscreen' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null),
      )
      .toBe('preview-player');
    await expect(section.getByRole('button', { name: 'Exit Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectEvent(events, 'fullscreen', { label: 'Crown Jewels Slots' });
    await section.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(section.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  });

  test("'Play at {casino}' opens the tracked redirect in a new tab and counts a conversion", async ({
    page,
    context,
    request,
  }) => {
    const external = await keepTrafficLocal(context);
    const events = await captureEvents(page);
    const casino = await getJson<Casino>(request, '/api/casinos/slug/crown-coins-casino');
    const section = await openCasino(page, 'crown-coins-casino');
    const link = section.getByRole('link', { name: 'Play at Crown Coins Casino' });
    await expect(link).toHaveAttribute('href', '/go/crown-coins-casino?from=game-preview');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    // The tracked redirect led to the casino's site (stubbed: no traffic leaves the machine).
    await expect(popup.getByRole('heading', { name: 'Casino site (stubbed)' })).toBeVisible();
    expect(external).toContain(new URL(casino.websiteUrl).href);
    await expectEvent(events, 'game_preview_conversion', {
      category: 'game-preview',
      label: 'Crown Coins Casino',
    });
    await expectEvent(events, 'play_full_game', { label: 'Crown Jewels Slots' });
  });

  test('the animation pauses off screen and in a hidden tab, and stays still with reduced motion', async ({
    page,
  }) => {
    const section = await openCasino(page, 'crown-coins-casino');
    await section.getByRole('button', { name: 'Play preview of Crown Jewels Slots' }).click();
    const canvas = section.getByTestId('preview-canvas');
    await expect(canvas).toHaveAttribute('data-animating', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(canvas).toHaveAttribute('data-animating', 'false');
    await canvas.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute('data-animating', 'true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(canvas).toHaveAttribute('data-animating', 'false');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(canvas).toHaveAttribute('data-animating', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(canvas).toHaveAttribute('data-animating', 'false');
    const still = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    await page.waitForTimeout(500);
    expect(await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL())).toBe(still);
  });

  test('looks right on a 390 px screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const section = await openCasino(page, 'crown-coins-casino');
    await section.getByRole('button', { name: 'Play preview of Crown Jewels Slots' }).click();
    const box = await section.getByTestId('preview-stage').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(Math.round((box?.width ?? 0) / (box?.height ?? 1))).toBe(2); // 3:2 rounds to 2
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, AREA, 'preview-390');
  });
});
