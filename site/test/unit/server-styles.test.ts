import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { serverStyleElement } from '../../src/serverStyles';

const Title = styled.h1<{ $tone: 'calm' | 'loud' }>`
  margin: 0;
  color: ${({ $tone }) => ($tone === 'loud' ? 'red' : 'gray')};
`;

describe('the server-rendered page style element', () => {
  it('holds every rule the render used, without styled-components rehydration records', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        createElement('div', null, [
          createElement(Title, { key: 1, $tone: 'calm' }, 'One'),
          createElement(Title, { key: 2, $tone: 'loud' }, 'Two'),
        ]),
      ),
    );
    const element = serverStyleElement(sheet);
    sheet.seal();
    const classes = [...html.matchAll(/class="[^"]*?(\w+)"/g)].map((match) => match[1]);
    expect(classes).toHaveLength(2);
    expect(element).toBe(
      `<style id="ssr-styles">.${classes[0]}{margin:0;color:gray;}.${classes[1]}{margin:0;color:red;}</style>`,
    );
  });

  it('is nothing when the render used no styles', () => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(createElement('p', null, 'plain')));
    expect(serverStyleElement(sheet)).toBe('');
    sheet.seal();
  });
});
