import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, REPO_ROOT } from '@sweepscout/api';
import { closeDatabase, useSeededDatabase } from '../../api/test/helpers';
import { createPageRenderer } from '../src';

// Pages rendered by the built shell of this repository (npm test builds it first).

beforeAll(() => useSeededDatabase('page_footer'));
afterAll(() => closeDatabase());

describe('the footer of a page rendered on the server', () => {
  it('links the site-news feed beside the other feeds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-news-feed-'));
    try {
      const site = createApp({
        siteRoot: REPO_ROOT,
        dataDir,
        pageRenderer: createPageRenderer(REPO_ROOT),
      });
      const page = await request(site).get('/no-such-page').set('Accept', 'text/html').expect(404);
      const footer = /<footer[\s\S]*<\/footer>/.exec(page.text)?.[0] ?? '';
      expect(footer).toContain('href="/feeds/reviews.xml"');
      expect(footer).toMatch(
        /<a href="\/feeds\/news.xml" type="application\/rss\+xml">Site news RSS feed<\/a>/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
