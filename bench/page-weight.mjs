// Home-page weight and web vitals in Chromium, cold cache: JavaScript bytes over the wire (as
// compressed on the wire), request count, React copies loaded, and Largest Contentful Paint.
// Usage: node bench/page-weight.mjs [site-url]   (without a URL it starts its own site)
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
  let requests = 0;
  let scriptBytes = 0;
  let totalBytes = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') scriptBytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-remote="catalog"]');
  await page.waitForTimeout(500);
  const { lcp, reactCopies } = await page.evaluate(() => ({
    lcp: window.__lcp,
    reactCopies: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  }));
  await context.close();
  return { requests, scriptBytes, totalBytes, lcp, reactCopies };
}

const site = process.argv[2]
  ? { url: process.argv[2], stop: async () => {} }
  : await startSiteServer();
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
      budget: 350,
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
    { name: 'Largest Contentful Paint (loopback)', value: median('lcp'), unit: 'ms', budget: 2500 },
  ]);
} finally {
  await browser.close();
  await site.stop();
}
