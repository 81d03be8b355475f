import { expect, test } from '../../support/test';
import { rawHtml } from '../../support/serverHtml';

/** The script URLs a server-rendered page tells the browser to fetch at once. */
function preloadedScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
}

test.describe('a server-rendered page preloads the remote files it is hydrated with', () => {
  for (const route of ['/', '/compare', '/reviews', '/games']) {
    test(`${route}: each remote entry and chunk the page loads is preloaded, and nothing else`, async ({
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
      await page.goto(route, { waitUntil: 'networkidle' });
      const remoteScripts = [...loaded].filter((path) => path.startsWith('/remotes/'));
      // Every remote file loaded was announced in the head (no waterfall through the runtime)...
      expect(remoteScripts.filter((path) => !preloaded.includes(path))).toEqual([]);
      // ...and every announced file was used: a preload the page never runs is wasted bytes.
      expect(preloaded.filter((path) => !loaded.has(path))).toEqual([]);
      // Nothing of the admin remote on a public page.
      expect([...loaded].filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
    });
  }
});
