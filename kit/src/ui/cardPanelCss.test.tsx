/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { theme } from '../theme/tokens';
import { cardPanelCss } from './primitives';

/** The CSS rules a component renders, with its generated class name taken out. */
function rulesOf(Component: React.ComponentType) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Component />));
    const className = /class="[^"]*?(\S+)"/.exec(html)?.[1] ?? '';
    const css = sheet.getStyleTags().replace(/<[^>]+>/g, '');
    return css
      .split('/*!sc*/')
      .filter((rule) => rule.includes(className) && !rule.includes('data-styled'))
      .map((rule) => rule.split(`.${className}`).join('.X').trim());
  } finally {
    sheet.seal();
  }
}

describe('cardPanelCss', () => {
  it('gives a panel the same rules as the padding and h2 title written by hand', () => {
    const ByHand = styled.div`
      padding: ${theme.space(6)};
      h2 {
        margin: 0 0 ${theme.space(4)};
        font-size: 1.25rem;
      }
    `;
    const WithHelper = styled.div`
      ${cardPanelCss('1.25rem', 4)}
    `;
    const expected = rulesOf(ByHand);
    expect(expected).toEqual(['.X{padding:24px;}', '.X h2{margin:0 0 16px;font-size:1.25rem;}']);
    expect(rulesOf(WithHelper)).toEqual(expected);
  });
});
