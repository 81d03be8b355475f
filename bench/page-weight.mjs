// Home-page weight and web vitals in Chromium, cold cache: JavaScript bytes over the wire (as
// compressed on the wire), request count, React copies loaded, and Largest Contentful Paint.
// Usage: node bench/page-weight.mjs [site-url] [--scripts]   (without a URL it starts its own site;
//   --scripts also lists each script of the last run with its compressed size, largest first)
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { installReactRendererCounter, launchChromium } from './lib/browser.mjs';
import { report } from './lib/report.mjs';

const RUNS = 3;

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
  let scriptBytes = 0;
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
    scriptBytes += e.encodedDataLength;
    scripts.push({ url: new URL(urls.get(e.requestId)).pathname, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-remote="catalog"]');
  await page.waitForTimeout(500);
  const { lcp, reactCopies } = await page.evaluate(() => ({
    lcp: window.__lcp,
    reactCopies: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  }));
  await context.close();
  return { requests, adminRequests, scriptBytes, totalBytes, lcp, reactCopies, scripts };
}

const siteUrl = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startSiteServer();
const browser = await launchChromium();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${site.url}/`));
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  report(`Home page weight (cold cache, median of ${RUNS})`, [
    {
      name: 'JavaScript over the wire',
      value: median('scriptBytes') / 1024,
      unit: 'KB',
      budget: 170,
    },
    {
      name: 'All bytes over the wire',
      value: median('totalBytes') / 1024,
      unit: 'KB',
      budget: 600,
    },
    { name: 'Requests', value: median('requests'), unit: '', budget: 60 },
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
    { name: 'Largest Contentful Paint (loopback)', value: median('lcp'), unit: 'ms', budget: 2500 },
  ]);
  if (process.argv.includes('--scripts')) {
    console.log('\nScripts of the last run (compressed KB, largest first)');
    for (const { url, bytes } of runs.at(-1).scripts.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)}  ${url}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
