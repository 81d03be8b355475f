import { expect, test } from '../../support/test';
import { rawHtml } from '../../support/serverHtml';

/** The script URLs a server-rendered page tells the browser to fetch at once. */
function preloadedScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
}

test.describe('a server-rendered page preloads the scripts it is hydrated with', () => {
  for (const route of ['/', '/compare', '/reviews', '/games', '/search?q=bonus']) {
    test(`${route}: each script the page loads (shell and remotes) is preloaded, and nothing else`, async ({
      page,
      baseURL,
    }) => {
      const preloaded = preloadedScripts((await rawHtml(`${baseURL}${route}`)).html);
      expect(preloaded.length).toBeGreaterThan(1);
      const loaded = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === 'script') loaded.add(pathname);
      });
      // Chromium says so when a preloaded file is not used within a few seconds of the load.
      const unused: string[] = [];
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text())) {
          unused.push(message.text());
        }
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      // Every script loaded was announced in the head: the shell's startup chunks and the remote
      // entries and chunks arrive with the page, not one after the other through the runtime...
      expect([...loaded].filter((path) => !preloaded.includes(path))).toEqual([]);
      expect(preloaded).toContain('/main.js');
      // ...and every announced file was used: a preload the page never runs is wasted bytes.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 4000)));
      expect(unused).toEqual([]);
      // Nothing of the admin remote on a public page.
      expect([...loaded].filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
    });
  }
});

test('the remote list, the pins and the manifest the loader checks arrive with the page, each fetched once', async ({
  page,
  baseURL,
}) => {
  const head = (await rawHtml(`${baseURL}/compare`)).html.split('</head>')[0];
  const announced = [
    ...head.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);
  expect(announced).toEqual([
    '/remotes.json',
    '/remotes.pins.json',
    '/remotes/catalog/mf-manifest.json',
  ]);
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (announced.includes(pathname)) requested.push(pathname);
  });
  // goto waits for the app: it has checked the remote and hydrated the page by then.
  await page.goto('/compare');
  // One request each, the preload's: the loader's own fetch() was answered from it.
  expect(requested.sort()).toEqual([...announced].sort());
});

test('every script a server-rendered page loads asks Chromium to compile it while it streams in, not function by function as the app first calls it', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.add(new URL(sent.url()).pathname);
  });
  // goto waits for the app: every script of the start and of the page has loaded by then.
  await page.goto('/compare');
  // The shell's entry and app, the catalog remote's entry and the page's own chunks.
  expect(
    [...scripts].filter((path) => path.startsWith('/remotes/catalog/')).length,
  ).toBeGreaterThan(1);
  expect([...scripts].filter((path) => !path.startsWith('/remotes/')).length).toBeGreaterThan(1);
  for (const path of scripts) {
    // V8's explicit compile hint must be the file's first line, in the bytes browsers get (Brotli).
    const response = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(response.ok()).toBe(true);
    expect(`${path}: ${(await response.text()).split('\n', 1)[0]}`).toBe(
      `${path}: //# allFunctionsCalledOnLoad`,
    );
  }
});
