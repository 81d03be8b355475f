// Smoothness of the demo games and the canvas game previews in Chromium: frame rate (animation
// frames counted over a window while each game plays) and long tasks (PerformanceObserver
// 'longtask'), against budgets. It also checks that a preview draws nothing while off screen or
// while the tab is hidden.
// Usage: node bench/games-smoothness.mjs [site-url]   (or SITE_URL=...; without either it starts
// its own site)
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { launchChromium } from './lib/browser.mjs';
import { report } from './lib/report.mjs';

const FPS_BUDGET = 50;
const LONG_TASK_LIMIT_MS = 200;

/** Installed before any page script: long-task log and a count of canvas frames drawn. */
function instrument() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task support: reported as none.
  }
  window.__canvasFrames = 0;
  const clearRect = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    window.__canvasFrames += 1; // each preview frame starts with one clearRect
    return clearRect.apply(this, args);
  };
}

/** Runs `play` and counts animation frames and long tasks for `windowMs` from its start. */
async function measure(page, windowMs, play) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__rafCount = 0;
    window.__rafRunning = true;
    const tick = () => {
      if (!window.__rafRunning) return;
      window.__rafCount += 1;
      requestAnimationFrame(tick);
    };
    window.__rafStart = performance.now();
    requestAnimationFrame(tick);
  });
  await play();
  await page.waitForTimeout(windowMs);
  return page.evaluate(() => {
    window.__rafRunning = false;
    const seconds = (performance.now() - window.__rafStart) / 1000;
    return {
      fps: window.__rafCount / seconds,
      longTasks: window.__longTasks.slice(),
    };
  });
}

const button = (scope, name) => scope.getByRole('button', { name, exact: true });

async function games(page, base) {
  const results = [];
  await page.goto(`${base}/games?seed=3`, { waitUntil: 'networkidle' });
  let panel = page.getByRole('tabpanel');
  results.push({
    name: 'Slot: spin and auto play',
    ...(await measure(page, 5000, () => button(panel, 'Auto Play').click())),
  });
  await button(panel, 'Stop Auto Play').click();

  await page.getByRole('tab', { name: 'Blackjack' }).click();
  panel = page.getByRole('tabpanel');
  results.push({
    name: "Blackjack: deal, stand, dealer's turn",
    ...(await measure(page, 4000, async () => {
      await button(panel, 'Deal').click();
      if (await button(panel, 'Stand').isVisible()) await button(panel, 'Stand').click();
    })),
  });

  await page.getByRole('tab', { name: 'Roulette' }).click();
  panel = page.getByRole('tabpanel');
  results.push({
    name: 'Roulette: bet, spin, result, reset',
    ...(await measure(page, 4500, async () => {
      await button(panel, 'Place Bet').click();
      await button(panel, 'Spin').click();
    })),
  });
  return results;
}

async function previews(page, base) {
  const results = [];
  for (const slug of [
    'crown-coins-casino',
    'golden-harbor-social-casino',
    'lucky-lantern-sweeps',
    'starlight-spins',
  ]) {
    await page.goto(`${base}/casino/${slug}`, { waitUntil: 'networkidle' });
    const play = page.getByRole('button', { name: /^Play preview of / });
    await play.scrollIntoViewIfNeeded();
    const scene = (await play.getAttribute('aria-label')).replace('Play preview of ', '');
    results.push({
      name: `Preview canvas: ${scene}`,
      ...(await measure(page, 3000, () => play.click())),
    });
  }
  // Paused off screen and in a hidden tab: no canvas frames drawn.
  const canvas = page.getByTestId('preview-canvas');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="preview-canvas"]')?.getAttribute('data-animating') ===
      'false',
  );
  const offScreenStart = await page.evaluate(() => window.__canvasFrames);
  await page.waitForTimeout(1000);
  const offScreen = (await page.evaluate(() => window.__canvasFrames)) - offScreenStart;
  await canvas.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenStart = await page.evaluate(() => window.__canvasFrames);
  await page.waitForTimeout(1000);
  const hidden = (await page.evaluate(() => window.__canvasFrames)) - hiddenStart;
  return { results, offScreen, hidden };
}

const url = process.argv[2] ?? process.env.SITE_URL;
const site = url ? { url: url.replace(/\/$/, ''), stop: async () => {} } : await startSiteServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.route(
    (u) => !u.href.startsWith(site.url),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const played = await games(page, site.url);
  const shown = await previews(page, site.url);
  const rows = [];
  for (const run of [...played, ...shown.results]) {
    rows.push({
      name: `${run.name}: frame rate`,
      value: run.fps,
      unit: 'fps',
      budget: FPS_BUDGET,
      better: 'higher',
    });
    rows.push({
      name: `${run.name}: long tasks > ${LONG_TASK_LIMIT_MS} ms`,
      value: run.longTasks.filter((d) => d > LONG_TASK_LIMIT_MS).length,
      unit: '',
      budget: 0,
    });
    rows.push({
      name: `${run.name}: longest task`,
      value: Math.max(0, ...run.longTasks),
      unit: 'ms',
    });
  }
  rows.push({
    name: 'Preview frames drawn off screen (1 s)',
    value: shown.offScreen,
    unit: '',
    budget: 0,
  });
  rows.push({
    name: 'Preview frames drawn in a hidden tab (1 s)',
    value: shown.hidden,
    unit: '',
    budget: 0,
  });
  report('Games smoothness', rows);
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
