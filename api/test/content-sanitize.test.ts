import type { Guide } from '@sweepscout/shared';
import { Parser } from 'htmlparser2';
import mongoose from 'mongoose';
import request from 'supertest';
import { ALLOWED_CONTENT_TAGS, sanitizeContentHtml } from '../src/content-html/sanitize';
import { setupSiteSuite } from './helpers';

/**
 * The XSS corpus: classic payloads, obfuscated URL schemes, mutation-XSS and parser confusion.
 * Whatever comes out of the sanitiser must carry no script, no event handler, no style and no
 * URL with a scheme other than http(s), mailto or tel.
 */
const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<script type="module">import("https://evil.example")</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" onload="alert(2)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<img srcset="javascript:alert(1) 1x">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav\tascript:alert(1)">click</a>',
  '<a href="java\u0000script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#0000106avascript:alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/steal">protocol-relative</a>',
  '<a href="https://example.com" onmouseover="alert(1)" style="position:fixed;inset:0">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<p onclick="alert(1)">text</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="behavior:url(x.htc)">x</span>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<form action="javascript:alert(1)"><input type=submit><button formaction="javascript:alert(1)">x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td colspan="2" onmouseenter="alert(1)">x</td>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<a href="https://example.com/?q=<script>alert(1)</script>">ok</a>',
  '<img src="https://example.com/a.png" alt="x" onerror="alert(1)">',
  '<h2 id="x" class="y" onclick="alert(1)">Heading</h2>',
  '<a href="#top" target="_blank">t</a>',
];

const ALLOWED_TAGS = new Set(ALLOWED_CONTENT_TAGS);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'cite',
  'action',
  'formaction',
  'background',
  'srcset',
  'xlink:href',
]);
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|[^:/?#]*(?:[/?#]|$))/i;

interface Finding {
  tag: string;
  attribute?: string;
  value?: string;
}

/** Every element and attribute of the HTML as a browser-like parser reads it (entities decoded). */
function unsafeParts(html: string): Finding[] {
  const findings: Finding[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (!ALLOWED_TAGS.has(tag)) findings.push({ tag });
        for (const [attribute, raw] of Object.entries(attributes)) {
          // Browsers ignore control characters and spaces inside URLs, so an attack can hide in them.
          // eslint-disable-next-line no-control-regex
          const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
          if (/^on/i.test(attribute) || attribute === 'style' || attribute === 'srcset') {
            findings.push({ tag, attribute, value });
          } else if (URL_ATTRIBUTES.has(attribute) && !SAFE_URL.test(value)) {
            findings.push({ tag, attribute, value });
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}

describe('sanitizeContentHtml against the XSS corpus', () => {
  it.each(XSS_CORPUS.map((payload, i) => [i + 1, payload] as const))(
    'payload %i leaves nothing executable',
    (_n, payload) => {
      const clean = sanitizeContentHtml(payload);
      expect(unsafeParts(clean)).toEqual([]);
      expect(clean).not.toMatch(
        /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|link|base|template)\b/i,
      );
      expect(clean).not.toMatch(/javascript:|vbscript:|data:text/i);
      // Sanitising twice changes nothing: what is stored is what is served.
      expect(sanitizeContentHtml(clean)).toBe(clean);
    },
  );

  it('keeps the whole corpus safe when it arrives as one document', () => {
    const clean = sanitizeContentHtml(XSS_CORPUS.join('\n'));
    expect(unsafeParts(clean)).toEqual([]);
  });

  it('keeps ordinary article HTML intact', () => {
    const article =
      '<h2>Welcome Bonus</h2><p>Get <strong>100,000 Gold Coins</strong> and <em>2 Sweep Coins</em>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><blockquote>Quote</blockquote>' +
      '<p><a href="https://example.com/terms">Terms</a>, <a href="/guides/x">guide</a>, ' +
      '<a href="mailto:support@sweepscout.com">mail</a>, <a href="tel:18005224700">call</a></p>' +
      '<img src="https://example.com/shot.png" alt="Lobby" />' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeContentHtml(article)).toBe(article);
  });

  it('makes links that open a new tab safe and drops other targets', () => {
    expect(sanitizeContentHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('never allows an element that can run code or load a document', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'meta',
      'link',
      'base',
      'template',
      'frame',
      'frameset',
      'applet',
      'audio',
      'video',
      'source',
    ]) {
      expect(ALLOWED_CONTENT_TAGS).not.toContain(tag);
    }
  });

  it('drops the hidden text of iframe, noembed, template and similar fallbacks with them', () => {
    expect(
      sanitizeContentHtml(
        '<p>a</p><iframe>&lt;img src=x onerror=alert(1)&gt;</iframe><noembed>x</noembed><noframes>y</noframes><template>z</template><xmp>w</xmp><select><option>o</option></select><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('keeps the text of removed markup as text, escaped', () => {
    const clean = sanitizeContentHtml('<p>5 < 6 & <b>bold</b> <blink>text</blink></p>');
    expect(clean).toBe('<p>5 &lt; 6 &amp; <b>bold</b> text</p>');
  });
});

describe('HTML that reached the database unsanitised is cleaned when served', () => {
  const { app } = setupSiteSuite('content_sanitize');

  it('GET /api/guides/slug/:slug serves the corpus without anything executable', async () => {
    // Written straight to the collection, past the model's save hook, like an old or imported record.
    const slug = 'xss-corpus-guide';
    await mongoose.connection.collection('guides').insertOne({
      title: 'XSS corpus',
      slug,
      excerpt: 'Hostile HTML',
      content: `<p>Intro</p>${XSS_CORPUS.join('')}`,
      authorName: 'Test',
      imageUrl: null,
      publishDate: new Date('2026-01-01T00:00:00Z'),
      minutesToRead: 3,
      isFeatured: false,
      views: 0,
    });
    const guide = (await request(app).get(`/api/guides/slug/${slug}`).expect(200)).body as Guide;
    expect(guide.content.startsWith('<p>Intro</p>')).toBe(true);
    expect(unsafeParts(guide.content)).toEqual([]);
    expect(guide.content).not.toMatch(/javascript:|<script|onerror=/i);
  });
});
