// The dead window: on a phone profile (390 px wide, 4x CPU slowdown through CDP), the time from
// the first contentful paint (the visitor sees the page) to the app taking over (#root gets
// data-app-ready). Taps inside it rely on the server's forms and links and on the inline capture
// script; the shorter it is, the fewer need them. Cold cache, median of N runs per route.
// Usage: node bench/dead-window.mjs [site-url] [--runs=N] [--only=/,/compare,/any-path] [--beside=URL]
//   without a URL it starts its own site. Reference, from the same runs: the time from the first
//   paint to the load event (all the page's scripts arrived and ran), which the app cannot beat
//   by hydrating sooner alone. --beside measures another running build (an older commit's
//   `npm start`, say) in the same runs, load for load in turn, and prints each route's window
//   beside it and their ratio: how a change compares on a machine faster or slower than the one
//   the budget was set on (docs/performance.md, figures beside a reference build).
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { launchChromium } from './lib/browser.mjs';
import { benchCommandLine, besideUrl } from './lib/options.mjs';
import { routeMatches } from './lib/publicRoutes.mjs';
import { report } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const { options: args, positionals } = benchCommandLine();
const RUNS = Number(args.runs || 5);
const BUDGET_MS = 250;
const CPU_SLOWDOWN = 4;

/** Records the first contentful paint and the moment #root is marked ready (page clock). */
function installProbes() {
  window.__fcp = undefined;
  window.__ready = undefined;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-app-ready')) {
      window.__ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
}

/**
 * Waits until the probes hold both moments, asking through the DevTools protocol. Playwright's own
 * waits (waitForFunction, waitForSelector) first evaluate Playwright's injected script in the
 * page: a main-thread task of about 50 ms at 4x that fell inside the window being measured, right
 * after the load event, and held back the start of the app as no visitor's browser does.
 */
async function waitForProbes(cdp, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__ready !== undefined && window.__fcp !== undefined',
      returnByValue: true,
    });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page did not report its first paint and readiness within ${timeoutMs} ms`);
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(installProbes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await waitForProbes(cdp, 30_000);
  const { fcp, ready, load, marks } = await page.evaluate(() => ({
    fcp: window.__fcp,
    ready: window.__ready,
    load: performance.getEntriesByType('navigation')[0].loadEventStart,
    marks: Object.fromEntries(
      performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
    ),
  }));
  await context.close();
  // Where the window goes, from the page's own marks: the shell's script added to the page, and
  // hydration started (libraries evaluated and the page's remote modules loaded).
  const scriptAdded = marks['sweepscout:script-added'] ?? NaN;
  const librariesReady = marks['sweepscout:libraries-ready'] ?? NaN;
  const hydrate = marks['sweepscout:hydrate'] ?? NaN;
  return {
    fcp,
    ready,
    load,
    window: Math.max(0, ready - fcp),
    untilScript: scriptAdded - fcp,
    scriptToHydrate: hydrate - scriptAdded,
    // Of which: the shell's script and the shared libraries evaluated; then the app's own
    // modules, the store and the page's remote modules loaded (NaN on a build without the mark).
    libraries: librariesReady - scriptAdded,
    appAndRemotes: hydrate - librariesReady,
    hydration: ready - hydrate,
  };
}

const siteUrl = positionals[0];
const beside = besideUrl(args);
const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startSiteServer();
const browser = await launchChromium();
try {
  const casinos = await (await fetch(`${site.url}/api/casinos`)).json();
  const first = (Array.isArray(casinos) ? casinos : (casinos.items ?? casinos.data ?? []))[0];
  const all = ['/', '/compare', `/casino/${first.slug}`, '/games', '/faq'];
  // --only picks among these (`/casino` names the casino page) or adds any other path: a
  // not-found page, say, to compare like for like with a reference build whose /faq was one.
  const routes = args.only
    ? args.only.split(',').map((wanted) => all.find((r) => routeMatches(r, wanted)) ?? wanted)
    : all;
  const table = [];
  // Warm the server's page cache so that the figure is the browser's, not the first render's.
  for (const route of routes) await fetch(`${site.url}${route}`);
  if (beside) for (const route of routes) await fetch(`${beside}${route}`);
  for (const route of routes) {
    const runs = [];
    const besideRuns = [];
    // Load for load in turn, so that the machine's drift falls on both alike.
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measure(browser, `${site.url}${route}`));
      if (beside) besideRuns.push(await measure(browser, `${beside}${route}`));
    }
    const besideWindow = beside ? median(besideRuns.map((r) => r.window)) : NaN;
    const row = {
      route,
      fcp: median(runs.map((r) => r.fcp)),
      ready: median(runs.map((r) => r.ready)),
      window: median(runs.map((r) => r.window)),
      toLoad: median(runs.map((r) => r.load - r.fcp)),
      untilScript: median(runs.map((r) => r.untilScript)),
      scriptToHydrate: median(runs.map((r) => r.scriptToHydrate)),
      libraries: median(runs.map((r) => r.libraries)),
      appAndRemotes: median(runs.map((r) => r.appAndRemotes)),
      hydration: median(runs.map((r) => r.hydration)),
    };
    table.push(row);
    report(`Dead window ${route} (390 px, ${CPU_SLOWDOWN}x CPU, median of ${RUNS})`, [
      { name: 'First contentful paint', value: row.fcp, unit: 'ms' },
      { name: 'App ready (data-app-ready)', value: row.ready, unit: 'ms' },
      { name: 'Dead window (ready - FCP)', value: row.window, unit: 'ms', budget: BUDGET_MS },
      { name: '  FCP to the shell script added', value: row.untilScript, unit: 'ms' },
      { name: '  script to hydration start', value: row.scriptToHydrate, unit: 'ms' },
      { name: '    of which the shared libraries', value: row.libraries, unit: 'ms' },
      {
        name: "    of which the app and the page's remote modules",
        value: row.appAndRemotes,
        unit: 'ms',
      },
      { name: '  hydration to ready', value: row.hydration, unit: 'ms' },
      { name: '  reference: FCP to the load event', value: row.toLoad, unit: 'ms' },
      ...(beside
        ? [
            { name: `  beside: the window at ${beside}`, value: besideWindow, unit: 'ms' },
            {
              name: '  this window as a share of that one',
              value: (100 * row.window) / besideWindow,
              unit: '%',
            },
          ]
        : []),
    ]);
  }
  console.log(
    '\n| route | FCP (ms) | ready (ms) | dead window (ms) | budget |\n|---|---|---|---|---|',
  );
  for (const { route, fcp, ready, window } of table) {
    console.log(
      `| ${route} | ${fcp.toFixed(0)} | ${ready.toFixed(0)} | ${window.toFixed(0)} | ${BUDGET_MS} |`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
