import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptServerStyleNames } from './serverStyleNames';

const StyledOnServer = styled.p`
  color: rgb(1, 2, 3);
`;
const RenderedLater = styled.span`
  color: rgb(4, 5, 6);
`;

/** The class name the server gives the element, as in a server-rendered page. */
function serverClassOf(html: string): string {
  const classes = /class="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
  return classes[classes.length - 1];
}

const browserCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

describe('adoptServerStyleNames', () => {
  it('hydrating a class the server styled inserts no rule; a class first rendered here still gets its rule', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(<StyledOnServer>server</StyledOnServer>));
    sheet.seal();
    const serverClass = serverClassOf(html);
    expect(serverClass).toMatch(/^[a-zA-Z]+$/);

    adoptServerStyleNames({ [StyledOnServer.styledComponentId]: [serverClass] });
    const { container } = render(
      <>
        <StyledOnServer>hydrated</StyledOnServer>
        <RenderedLater>later</RenderedLater>
      </>,
    );

    expect(container.querySelector('p')?.className).toContain(serverClass);
    expect(browserCss()).not.toContain('rgb(1, 2, 3)');
    expect(browserCss()).toContain('rgb(4, 5, 6)');
  });

  it('a page without names (rendered in the browser, or an older site server) changes nothing', () => {
    const registry = { registerName: jest.fn() };
    adoptServerStyleNames(undefined, registry);
    expect(registry.registerName).not.toHaveBeenCalled();
  });
});
