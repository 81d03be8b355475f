import { expect, test } from '../../support/test';
import type { Guide, Review } from '@sweepscout/shared';
import { adminToken, sessionHeaders, getCasinos } from '../../support/site';

/** Hostile HTML saved by staff is sanitised by the server: nothing runs in the visitor's browser. */
const HOSTILE_HTML = [
  '<h2>Safe heading</h2><p>Safe paragraph with <a href="https://example.com/ok">a safe link</a>.</p>',
  '<script>window.__xss = "script"; alert("script")</script>',
  '<img src="/media/none.svg" onerror="window.__xss=\'onerror\'; alert(\'onerror\')">',
  '<a id="js-link" href="javascript:window.__xss=\'href\'">javascript link</a>',
  '<a href="jav&#x09;ascript:alert(1)">encoded javascript link</a>',
  '<svg onload="window.__xss=\'svg\'"></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="window.__xss=\'click\'" style="position:fixed;inset:0">click me</p>',
  '<details open ontoggle="window.__xss=\'toggle\'">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
].join('\n');

test.describe('stored HTML is rendered safely', () => {
  test('a review and a guide carrying XSS payloads run no script, handler or javascript: URL', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = sessionHeaders(token);
    const [casino] = await getCasinos(request);
    const stamp = Date.now();
    const reviewRes = await request.post('/api/admin/reviews', {
      headers,
      data: {
        casinoId: casino.id,
        title: `XSS review ${stamp}`,
        slug: `xss-review-${stamp}`,
        rating: 3,
        excerpt: '<b>Excerpt</b> <img src=x onerror=alert(1)>',
        content: HOSTILE_HTML,
        authorName: 'Test Author',
        publishDate: '2020-01-01',
        reviewImages: [],
      },
    });
    expect(reviewRes.status(), await reviewRes.text()).toBe(201);
    const review = (await reviewRes.json()) as Review;
    const guideRes = await request.post('/api/admin/guides', {
      headers,
      data: {
        title: `XSS guide ${stamp}`,
        slug: `xss-guide-${stamp}`,
        excerpt: 'Hostile guide',
        content: HOSTILE_HTML,
        authorName: 'Test Author',
        publishDate: '2020-01-01',
        minutesToRead: 2,
      },
    });
    expect(guideRes.status(), await guideRes.text()).toBe(201);
    const guide = (await guideRes.json()) as Guide;

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    try {
      for (const path of [`/reviews/${review.slug}`, `/guides/${guide.slug}`]) {
        await page.goto(path);
        const prose = page.getByTestId('prose');
        await expect(prose.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
        await expect(prose.getByRole('link', { name: 'a safe link' })).toHaveAttribute(
          'href',
          'https://example.com/ok',
        );
        // The links survive as text, without their javascript: URL.
        await expect(prose.getByText('javascript link', { exact: true })).toBeVisible();
        await prose.getByText('javascript link', { exact: true }).click();
        await prose.getByText('click me').click();
        await page.waitForTimeout(300);

        const unsafe = await prose.evaluate((root) => {
          const found: string[] = [];
          for (const el of root.querySelectorAll('*')) {
            const tag = el.tagName.toLowerCase();
            if (['script', 'iframe', 'svg', 'math', 'style', 'object', 'embed'].includes(tag))
              found.push(tag);
            for (const attr of el.getAttributeNames()) {
              const value = el.getAttribute(attr) ?? '';
              if (attr.startsWith('on') || attr === 'style') found.push(`${tag}[${attr}]`);
              if (/^\s*(javascript|vbscript|data):/i.test(value))
                found.push(`${tag}[${attr}=${value}]`);
            }
          }
          return found;
        });
        expect(unsafe).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
        ).toBeUndefined();
      }
      expect(dialogs).toEqual([]);
    } finally {
      await request.delete(`/api/admin/reviews/${review.id}`, { headers });
      await request.delete(`/api/admin/guides/${guide.id}`, { headers });
    }
  });
});
