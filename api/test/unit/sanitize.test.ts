import { sanitizeContentHtml } from '../../src/content-html/sanitize';

describe('sanitizeContentHtml', () => {
  it('keeps article structure, links and site images', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em> <a href="https://x.example/a" title="t">link</a> <a href="/compare">in</a> <a href="mailto:a@b.com">m</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><img src="/media/a.svg" alt="A">';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em> <a href="https://x.example/a" title="t">link</a> <a href="/compare">in</a> <a href="mailto:a@b.com">m</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><img src="/media/a.svg" alt="A" />',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<p onclick="x()" style="color:red" class="c">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<img src="javascript:alert(1)" onerror="x()">', '<img />'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<svg><script>x</script></svg><object data="x"></object><form><input></form>', ''],
  ])('strips %s', (input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
  });

  it('forces rel="noopener noreferrer" on links opening a new tab', () => {
    expect(
      sanitizeContentHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContentHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });
});
