// Page weight and web vitals in Chromium, cold cache, per public route: JavaScript bytes over the
// wire (compressed, as sent) split by when each script finished loading (before hydration, by
// the load event, after it), request count, React copies loaded, admin remote requests, and
// Largest Contentful Paint. The home page's budget is 170 KB of JavaScript.
// Usage: node bench/page-weight.mjs [site-url] [--routes] [--only=/,/compare] [--scripts] [--runs=N]
//   without a URL it starts its own site; without --routes/--only it measures the home page;
//   --routes: every public route of the route table; --scripts lists each script of the last run
//   with its compressed size and phase (H before hydration, L by the load event, A after).
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { installReactRendererCounter, launchChromium } from './lib/browser.mjs';
import { pickRoutes, publicRoutes } from './lib/publicRoutes.mjs';
import { benchCommandLine } from './lib/options.mjs';
import { report } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const { options: args, positionals } = benchCommandLine();
const RUNS = Number(args.runs || 3);
const HOME_JS_BUDGET_KB = 170;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installReactRendererCounter);
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const urls = new Map();
  const scripts = [];
  let requests = 0;
  let adminRequests = 0;
  let totalBytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    requests += 1;
    urls.set(e.requestId, e.request.url);
    // Nothing of the admin remote (manifest, entry, chunks) belongs on a public page.
    if (new URL(e.request.url).pathname.startsWith('/remotes/admin/')) adminRequests += 1;
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) !== 'Script') return;
    scripts.push({ url: urls.get(e.requestId), bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Until React has taken over #root (hydrated the server's HTML or rendered it), then settled.
  await page.waitForFunction(() => window.__firstCommit !== undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { lcp, reactCopies, hydratedAt, loadAt, finished } = await page.evaluate(() => ({
    lcp: window.__lcp,
    reactCopies: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    hydratedAt: window.__firstCommit,
    loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
    // When each script finished arriving (the page's own clock), and its compressed body.
    finished: performance
      .getEntriesByType('resource')
      .map((r) => [r.name, { at: r.responseEnd, body: r.encodedBodySize }]),
  }));
  await context.close();
  const doneAt = new Map(finished);
  const phased = scripts.map((s) => {
    const { at, body } = doneAt.get(s.url) ?? { at: Infinity, body: s.bytes };
    const phase = at <= hydratedAt ? 'H' : at <= loadAt ? 'L' : 'A';
    return { ...s, body, url: new URL(s.url).pathname, phase };
  });
  const sum = (list, key = 'bytes') => list.reduce((total, s) => total + s[key], 0);
  return {
    requests,
    adminRequests,
    totalBytes,
    scriptBytes: sum(phased),
    scriptBodies: sum(phased, 'body'),
    beforeHydration: sum(phased.filter((s) => s.phase === 'H')),
    byLoad: sum(phased.filter((s) => s.phase !== 'A')),
    lcp,
    reactCopies,
    scripts: phased,
  };
}

const siteUrl = positionals[0];
const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startSiteServer();
const browser = await launchChromium();
try {
  const routes =
    'routes' in args || args.only ? pickRoutes(await publicRoutes(site.url), args.only) : ['/'];
  const summary = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${site.url}${route}`));
    const medianOf = (key) => median(runs.map((r) => r[key]));
    const jsBudget = route === '/' ? HOME_JS_BUDGET_KB : undefined;
    summary.push({ route, js: medianOf('scriptBytes'), h: medianOf('beforeHydration') });
    report(`Page weight ${route} (cold cache, median of ${RUNS})`, [
      {
        name: 'JavaScript over the wire',
        value: medianOf('scriptBytes') / 1024,
        unit: 'KB',
        budget: jsBudget,
      },
      {
        name: '  compressed bodies alone (no HTTP headers)',
        value: medianOf('scriptBodies') / 1024,
        unit: 'KB',
      },
      {
        name: '  of which before hydration',
        value: medianOf('beforeHydration') / 1024,
        unit: 'KB',
      },
      { name: '  of which by the load event', value: medianOf('byLoad') / 1024, unit: 'KB' },
      {
        name: 'All bytes over the wire',
        value: medianOf('totalBytes') / 1024,
        unit: 'KB',
        budget: 600,
      },
      { name: 'Requests', value: medianOf('requests'), unit: '', budget: 60 },
      {
        name: 'React copies loaded',
        value: Math.max(...runs.map((r) => r.reactCopies)),
        unit: '',
        budget: 1,
      },
      {
        name: 'Admin remote requests',
        value: Math.max(...runs.map((r) => r.adminRequests)),
        unit: '',
        budget: 0,
      },
      {
        name: 'Largest Contentful Paint (loopback)',
        value: medianOf('lcp'),
        unit: 'ms',
        budget: 2500,
      },
    ]);
    if ('scripts' in args) {
      console.log(
        '  Scripts of the last run (compressed KB, largest first; H before hydration, L by load, A after)',
      );
      for (const { url, bytes, phase } of runs.at(-1).scripts.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${(bytes / 1024).toFixed(1).padStart(7)}  ${phase}  ${url}`);
      }
    }
  }
  if (routes.length > 1) {
    console.log('\n| route | JavaScript (KB) | before hydration (KB) |\n|---|---|---|');
    for (const { route, js, h } of summary) {
      console.log(`| ${route} | ${(js / 1024).toFixed(0)} | ${(h / 1024).toFixed(0)} |`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
