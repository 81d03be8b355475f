import fs from 'node:fs';
import path from 'node:path';

/**
 * The page's first paint is held (a render-blocking `rel=expect`) until the script that starts
 * the app is parsed: by then the server-rendered page is parsed whole, so it paints whole, and
 * every inline script before it, the tap capture among them, is already live.
 */
const template = new DOMParser().parseFromString(
  fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8'),
  'text/html',
);

describe('index.html holds the first paint until the app-start script is parsed', () => {
  const expectLinks = template.head.querySelectorAll('link[rel="expect"]');
  const target = template.getElementById('app-start');

  it('one render-blocking expect link, naming an element of the page', () => {
    expect(expectLinks).toHaveLength(1);
    const link = expectLinks[0]!;
    expect(link.getAttribute('blocking')).toBe('render');
    expect(link.getAttribute('href')).toBe('#app-start');
    expect(target).not.toBeNull();
  });

  it('that element is the last script of the body, after #root and the tap capture', () => {
    const scripts: Element[] = [...template.body.querySelectorAll('script')];
    expect(scripts.at(-1)).toBe(target);
    const root = template.getElementById('root')!;
    expect(root.compareDocumentPosition(target!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const capture = scripts.find((script) => script.textContent?.includes('data-capture-taps'));
    expect(capture).toBeDefined();
    expect(scripts.indexOf(capture!)).toBeLessThan(scripts.indexOf(target!));
  });
});
