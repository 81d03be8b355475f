// Lighthouse (npm, mobile preset: simulated slow 4G, 4x CPU) in Debian's Chromium over every
// public route, each run in a fresh Chromium as the Lighthouse CLI does, figures beside the budgets
// (performance, LCP, TBT, CLS, accessibility, best practices, SEO); then the layout shift of a
// client-side navigation to each route (Lighthouse only measures first loads).
// Usage: node bench/lighthouse.mjs [--url=http://site] [--port=N] [--only=/,/compare] [--runs=N]
//   [--state=NJ] (every page loaded as a visitor who chose that state: its `state` cookie)
//   [--beside=URL] (another running build measured run for run in turn, on the routes it has)
//   without --url it starts its own site (on --port, or a free port).
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { ensureBenchmarkPackages } from '../scripts/lib/install.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { CHROMIUM_ARGS, launchChromium } from './lib/browser.mjs';
import { publicRoutes, pickRoutes } from './lib/publicRoutes.mjs';
import { benchCommandLine, besideUrl } from './lib/options.mjs';
import { report } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

// The benchmarks' packages install on first use (`npm start` and `npm test` leave them out).
await ensureBenchmarkPackages();
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');

const { options: args } = benchCommandLine();
const RUNS = Number(args.runs || 1);
/** The visitor's state cookie sent with every load, when --state names one. */
const STATE_COOKIE = args.state ? `state=${args.state.toUpperCase()}` : null;
const beside = besideUrl(args);

// Performance 100: the score the public pages are held to (95 while they were rendered in the
// browser); a 99 is reported as over, so that a sweep says which page slipped.
const BUDGET = { performance: 100, lcp: 1800, cls: 0.02, tbt: 150, category: 100 };

const seconds = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const fixed3 = (value) => (value === undefined ? 'n/a' : value.toFixed(3));
/** A fresh Chromium for one Lighthouse run, as the Lighthouse CLI starts one per run. */
async function lighthouseInFreshChrome(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(STATE_COOKIE ? { extraHeaders: { Cookie: STATE_COOKIE } } : {}),
    });
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run of `url`, as figures. */
async function lighthouseRun(url) {
  // A run Lighthouse could not measure (it says why, e.g. NO_NAVSTART: "run Lighthouse
  // again") is reported and run again, twice at most; it is never counted as figures.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouseInFreshChrome(url);
    const { runtimeError, audits } = result.lhr;
    const unmeasured = runtimeError ?? audits['largest-contentful-paint'].errorMessage;
    if (!unmeasured) break;
    console.log(
      `  ${url}: Lighthouse could not measure run ${attempt}: ${unmeasured.code ?? unmeasured}`,
    );
  }
  const { categories, audits } = result.lhr;
  // What cost a category its 100, by audit id, so that a regression names its cause.
  for (const name of ['accessibility', 'best-practices', 'seo']) {
    const failed = categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
    if (failed.length) console.log(`${url}: ${name} audits not passed: ${failed.join(', ')}`);
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));

/**
 * The median figures of RUNS runs of each URL, the URLs run in turn (one run of each, then the
 * next round), so that the machine's drift falls on every build alike.
 */
async function lighthouseRoutes(urls) {
  const runs = urls.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [index, url] of urls.entries()) runs[index].push(await lighthouseRun(url));
  }
  return runs.map(medians);
}

/** Whether the build at --beside has this route (Lighthouse does not measure a 404). */
async function besideHas(route) {
  const answer = await fetch(`${beside}${route}`, { redirect: 'manual' }).catch(() => null);
  return answer?.status === 200;
}

/**
 * Layout shift of a client-side navigation: the page is opened on /, then the router is sent to
 * the route (as a link click would, without the input that would excuse the shifts), and every
 * shift until the page is settled is summed.
 */
async function navigationShift(browser, origin, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  if (STATE_COOKIE) {
    const [name, value] = STATE_COOKIE.split('=');
    await context.addCookies([{ name, value, url: origin }]);
  }
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => window.__shift);
  await context.close();
  return shift;
}

const site = args.url
  ? { url: args.url, stop: async () => {} }
  : await startSiteServer(args.port ? { port: Number(args.port) } : {});
let browser;
try {
  // The not-found page is left out: Lighthouse refuses to measure a page answered with 404.
  const routes = pickRoutes(await publicRoutes(site.url), args.only);
  // Lighthouse first, with no other browser open: its blocking time is simulated from the tasks
  // it observed, so anything else using the CPU of this 2-core machine meanwhile inflates it.
  const lighthouseFigures = [];
  const besideFigures = [];
  for (const route of routes) {
    const both = beside && (await besideHas(route));
    const [figures, besideOnes] = await lighthouseRoutes([
      `${site.url}${route}`,
      ...(both ? [`${beside}${route}`] : []),
    ]);
    lighthouseFigures.push(figures);
    besideFigures.push(besideOnes);
  }
  browser = await launchChromium();
  const table = [];
  for (const [index, route] of routes.entries()) {
    const lh = lighthouseFigures[index];
    const navCls = route === '/' ? 0 : await navigationShift(browser, site.url, route);
    table.push({ route, ...lh, navCls });
    report(`Lighthouse mobile ${route}${STATE_COOKIE ? ` (${STATE_COOKIE})` : ''}`, [
      {
        name: 'Performance',
        value: lh.performance,
        unit: '',
        budget: BUDGET.performance,
        better: 'higher',
      },
      { name: 'Largest Contentful Paint', value: lh.lcp, unit: 'ms', budget: BUDGET.lcp },
      { name: 'Cumulative Layout Shift (first load)', value: lh.cls, unit: '', budget: BUDGET.cls },
      {
        name: 'Cumulative Layout Shift (client navigation)',
        value: navCls,
        unit: '',
        budget: BUDGET.cls,
      },
      { name: 'Total Blocking Time', value: lh.tbt, unit: 'ms', budget: BUDGET.tbt },
      { name: 'Accessibility', value: lh.accessibility, unit: '', budget: 100, better: 'higher' },
      { name: 'Best practices', value: lh.bestPractices, unit: '', budget: 100, better: 'higher' },
      { name: 'SEO', value: lh.seo, unit: '', budget: 100, better: 'higher' },
      // Lighthouse's own CPU score of this machine (a Pixel 5 scores about 1,000): its 4x
      // slowdown is applied on top, so a slower machine measures a slower phone.
      {
        name: 'CPU benchmark index (reference: Pixel 5 about 1000)',
        value: lh.benchmarkIndex,
        unit: '',
      },
      ...(besideFigures[index]
        ? [
            {
              name: `beside: performance at ${beside}`,
              value: besideFigures[index].performance,
              unit: '',
            },
            { name: 'beside: total blocking time', value: besideFigures[index].tbt, unit: 'ms' },
            {
              name: 'beside: largest contentful paint',
              value: besideFigures[index].lcp,
              unit: 'ms',
            },
          ]
        : []),
    ]);
  }
  // One Markdown table to paste in a document (budgets in the header).
  const besideColumn = beside ? ' beside: perf, TBT |' : '';
  console.log(
    `\n| route | perf (100) | LCP (≤1.8 s) | CLS load (≤0.02) | CLS nav (≤0.02) | TBT (≤150 ms) | a11y | BP | SEO |${besideColumn}`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|${beside ? '---|' : ''}`);
  for (const [index, r] of table.entries()) {
    const other = besideFigures[index];
    const besideCell = !beside
      ? ''
      : other
        ? ` ${other.performance}, ${Math.round(other.tbt)} ms |`
        : ' n/a |';
    console.log(
      `| ${r.route} | ${r.performance} | ${seconds(r.lcp)} | ${fixed3(r.cls)} | ${fixed3(r.navCls)} | ${Math.round(r.tbt)} ms | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |${besideCell}`,
    );
  }
} finally {
  await browser?.close();
  await site.stop();
}
