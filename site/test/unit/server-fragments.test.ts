import { createElement, useId, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle } from 'styled-components';
import { ServerFragmentsContext, ServerMemo } from '@sweepscout/kit';
import { FragmentCache, PageFragments } from '../../src/serverFragments';
import { PageStyleSheet } from '../../src/serverStyles';

// The page server's side of the kit's ServerMemo: a fragment rendered once, then put back as
// HTML, must give the page a browser would hydrate, byte for byte, with the same styles.

const Bar = styled.header`
  display: flex;
  gap: 1rem;
`;
const Link = styled.a<{ $current: boolean }>`
  color: ${({ $current }) => ($current ? 'purple' : 'navy')};
`;
const Note = styled.p`
  margin: 0;
`;

/** A kept part of the page, keyed by `memoKey` (besides where it sits). */
function Memo({ memoKey, children }: { memoKey: string; children?: ReactNode }) {
  return createElement(ServerMemo, { id: 'part', deps: [memoKey], children });
}

/** How many times React rendered a Field. */
let fieldRenders = 0;

/** A labelled field: its id comes from where it sits in the tree. */
function Field() {
  fieldRenders += 1;
  const id = useId();
  return createElement(
    'span',
    null,
    createElement('label', { htmlFor: id }, 'Search'),
    createElement('input', { id }),
  );
}

/** A page: a kept header (links, a field) between parts that differ from page to page. */
function page(pathname: string, body: string): ReactElement {
  return createElement(
    'div',
    null,
    createElement(Note, null, 'Before'),
    createElement(
      Memo,
      { memoKey: pathname },
      createElement(
        Bar,
        null,
        ['/', '/compare'].map((to) =>
          createElement(Link, { key: to, href: to, $current: to === pathname }, to),
        ),
        createElement(Field),
      ),
    ),
    createElement(Field),
    createElement(Note, null, body),
  );
}

/**
 * A tree as the page server writes it, its HTML (marks replaced) and its CSS: with the fragments
 * kept in `cache`, or (null) rendering everything.
 */
function renderTree(cache: FragmentCache | null, tree: () => ReactElement) {
  const sheet = new PageStyleSheet();
  const fragments = cache ? new PageFragments(cache, sheet) : null;
  const html = renderToString(
    sheet.collectStyles(
      createElement(ServerFragmentsContext.Provider, { value: fragments }, tree()),
    ),
  );
  return { html: fragments ? fragments.finish(html).join('') : html, css: sheet.css() };
}

const render = (cache: FragmentCache | null, pathname: string, body: string) =>
  renderTree(cache, () => page(pathname, body));

describe('fragments kept between server renders', () => {
  it('gives, once kept, the same page and styles as rendering everything', () => {
    const cache = new FragmentCache();
    const first = render(cache, '/compare', 'one');
    fieldRenders = 0;
    const again = render(cache, '/compare', 'two');
    // The kept header was not rendered the second time (only the field outside it was).
    expect(fieldRenders).toBe(1);
    const everything = render(null, '/compare', 'two');
    expect(first.html).not.toContain('data-server-fragment');
    expect(again).toEqual(everything);
    expect(again.html).toContain('two');
  });

  it('keeps one fragment per key: another pathname renders its own', () => {
    const cache = new FragmentCache();
    render(cache, '/', 'home');
    const compare = render(cache, '/compare', 'list');
    expect(compare).toEqual(render(null, '/compare', 'list'));
    expect(render(cache, '/', 'home again')).toEqual(render(null, '/', 'home again'));
  });

  it('keeps many fragments of one page (rows), each put back in its place', () => {
    const cache = new FragmentCache();
    const table = (names: string[], body: string) =>
      createElement(
        'table',
        null,
        createElement(
          'tbody',
          null,
          names.map((name) =>
            createElement(
              Memo,
              { key: name, memoKey: name },
              createElement(
                'tr',
                null,
                createElement('td', null, name),
                createElement('td', null, createElement(Field)),
              ),
            ),
          ),
        ),
        createElement('caption', null, body),
      );
    const renderTable = (names: string[], body: string) =>
      renderTree(cache, () => table(names, body));
    const everything = (names: string[], body: string) =>
      renderTree(null, () => table(names, body));
    expect(renderTable(['alpha', 'bravo', 'charlie'], 'one')).toEqual(
      everything(['alpha', 'bravo', 'charlie'], 'one'),
    );
    fieldRenders = 0;
    // Kept per place: the first two put back, the third place is a new row, rendered.
    const again = renderTable(['alpha', 'bravo', 'delta'], 'two');
    expect(fieldRenders).toBe(1);
    expect(again).toEqual(everything(['alpha', 'bravo', 'delta'], 'two'));
  });

  it('keeps a fragment inside another without its marks', () => {
    const cache = new FragmentCache();
    const nested = (body: string) =>
      createElement(
        'main',
        null,
        createElement(
          Memo,
          { memoKey: 'outer' },
          createElement(
            'section',
            null,
            createElement(Memo, { memoKey: 'inner' }, createElement(Field)),
            createElement(Note, null, 'kept'),
          ),
        ),
        createElement(Note, null, body),
      );
    const renderNested = (body: string) => renderTree(cache, () => nested(body));
    const everything = (body: string) => renderTree(null, () => nested(body));
    expect(renderNested('one')).toEqual(everything('one'));
    fieldRenders = 0;
    expect(renderNested('two')).toEqual(everything('two'));
    // Rendered once, by the page that rendered everything.
    expect(fieldRenders).toBe(1);
  });

  it('keeps a part that only writes styles (a static global style): the same page and CSS', () => {
    const cache = new FragmentCache();
    const Global = createGlobalStyle`
      body {
        margin: 0;
      }
    `;
    let globalRenders = 0;
    function CountedGlobal() {
      globalRenders += 1;
      return createElement(Global);
    }
    // Texts on both sides: once the part's marks are out, React's separator must stand between.
    const framed = (body: string) =>
      createElement(
        'p',
        null,
        'Before',
        createElement(Memo, { memoKey: 'global' }, createElement(CountedGlobal)),
        body,
      );
    const renderFramed = (body: string) => renderTree(cache, () => framed(body));
    const everything = (body: string) => renderTree(null, () => framed(body));
    expect(renderFramed('one')).toEqual(everything('one'));
    globalRenders = 0;
    const again = renderFramed('two');
    expect(globalRenders).toBe(0);
    expect(again).toEqual(everything('two'));
    expect(again.css).toContain('margin:0');
    expect(again.html).toBe('<p>Before<!-- -->two</p>');
  });

  it('never keeps a fragment that begins or ends with text (it would merge with its neighbours)', () => {
    const cache = new FragmentCache();
    const textual = (body: string) =>
      createElement(
        'p',
        null,
        'Hello ',
        createElement(Memo, { memoKey: 'name' }, 'visitor', createElement('b', null, '!')),
        body,
      );
    const renderText = (body: string) => renderTree(cache, () => textual(body)).html;
    renderText('a');
    expect(renderText('b')).toBe(renderTree(null, () => textual('b')).html);
  });
});
