import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, css, keyframes, ServerStyleSheet } from 'styled-components';
import { PageStyleSheet, serverStyleElement } from '../../src/serverStyles';

const Title = styled.h1<{ $tone: 'calm' | 'loud' }>`
  margin: 0;
  color: ${({ $tone }) => ($tone === 'loud' ? 'red' : 'gray')};
`;

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const Card = styled.section`
  padding: 1rem;
  & > p {
    margin: 0;
  }
  @media (min-width: 40rem) {
    padding: 2rem;
  }
`;

const WideCard = styled(Card)<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '60rem' : '30rem')};
  ${({ $wide }) =>
    $wide &&
    css`
      animation: ${spin} 2s linear infinite;
    `}
`;

const Badge = styled.span`
  font-weight: 700;
`;

const BaseStyle = createGlobalStyle`
  body { margin: 0; }
`;

const ThemedStyle = createGlobalStyle<{ $dark: boolean }>`
  :root { color-scheme: ${({ $dark }) => ($dark ? 'dark' : 'light')}; }
`;

/** The CSS of a new styled-components ServerStyleSheet, as pages were written before. */
function newSheetCss(app: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(app));
    const text = sheet.instance
      .toString()
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g, '')
      .replace(/\/\*!sc\*\/\n/g, '');
    return { html, css: text };
  } finally {
    sheet.seal();
  }
}

function pageSheetCss(app: ReactElement): { html: string; css: string } {
  const sheet = new PageStyleSheet();
  const html = renderToString(sheet.collectStyles(app));
  return { html, css: sheet.css() };
}

const page = (...children: ReactElement[]) => createElement(Fragment, null, ...children);

describe('the server-rendered page style element', () => {
  /** A page of titles in these tones, and the last class of each title (its styles' class). */
  function renderTitles(sheet: PageStyleSheet, tones: ('calm' | 'loud')[]): string[] {
    const titles = tones.map(($tone, key) => createElement(Title, { key, $tone }, $tone));
    const html = renderToString(sheet.collectStyles(createElement('div', null, titles)));
    return [...html.matchAll(/class="[^"]*?(\w+)"/g)].map((match) => match[1]);
  }

  it('holds every rule the render used, without styled-components rehydration records', () => {
    const sheet = new PageStyleSheet();
    const classes = renderTitles(sheet, ['calm', 'loud']);
    expect(classes).toHaveLength(2);
    expect(serverStyleElement(sheet).join('')).toBe(
      `<style id="ssr-styles">.${classes[0]}{margin:0;color:gray;}.${classes[1]}{margin:0;color:red;}</style>`,
    );
  });

  it('names, per component id, exactly the classes its CSS styles (what the browser adopts)', () => {
    const sheet = new PageStyleSheet();
    const classes = [...new Set(renderTitles(sheet, ['calm', 'loud', 'loud']))];
    expect(classes).toHaveLength(2);
    expect(sheet.pageNames()).toEqual({ [Title.styledComponentId]: classes });
    for (const name of classes) expect(sheet.css()).toContain(`.${name}{`);
  });

  it('is nothing when the render used no styles', () => {
    const sheet = new PageStyleSheet();
    renderToString(sheet.collectStyles(createElement('p', null, 'plain')));
    expect(serverStyleElement(sheet)).toEqual([]);
  });

  it('writes, page after page, exactly what a new ServerStyleSheet writes for that page', () => {
    // Pages that share components in different orders, variants and global styles: each page
    // gets only its own rules, in the new sheet's order, although the classes are remembered.
    const pages = [
      page(
        createElement(BaseStyle, { key: 'base' }),
        createElement(Title, { key: 't', $tone: 'loud' }, 'A'),
        createElement(WideCard, { key: 'w', $wide: true }, createElement('p', null, 'x')),
      ),
      page(
        createElement(Badge, { key: 'b' }, 'new'),
        createElement(ThemedStyle, { key: 'theme', $dark: true }),
        createElement(Card, { key: 'c' }, 'plain card'),
        createElement(Title, { key: 't', $tone: 'calm' }, 'B'),
      ),
      page(
        createElement(WideCard, { key: 'w' }, 'narrow'),
        createElement(ThemedStyle, { key: 'theme', $dark: false }),
        createElement(Title, { key: 't1', $tone: 'calm' }, 'C'),
        createElement(Title, { key: 't2', $tone: 'loud' }, 'D'),
        createElement(Title, { key: 't3', $tone: 'calm' }, 'E'),
        createElement(BaseStyle, { key: 'base' }),
      ),
      page(createElement('p', { key: 'p' }, 'no styles')),
    ];
    for (const round of [1, 2]) {
      for (const [index, app] of pages.entries()) {
        const expected = newSheetCss(app);
        const actual = pageSheetCss(app);
        expect({ round, index, ...actual }).toEqual({ round, index, ...expected });
      }
    }
  });
});
