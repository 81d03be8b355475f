import type { ServerStyleSheet } from 'styled-components';

/** Marks the server's style sheet in the page (the browser's styled-components leaves it alone). */
export const SERVER_STYLES_ID = 'ssr-styles';

/** styled-components' rehydration records: `data-styled.g1[id="sc-x"]{content:"a,b,"}/*!sc*\/`. */
const REHYDRATION_MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g;
/** The separator styled-components writes after every rule so that it can split them again. */
const RULE_SPLITTER = /\/\*!sc\*\/\n/g;

/**
 * The rendered page's CSS as one plain style element, without styled-components' rehydration
 * records (a tenth of a home page). The browser's styled-components does not adopt an element
 * without its `data-styled` attribute: it injects the same rules into its own sheet while
 * hydrating, after this one, so the page is styled from the first paint to the last and the
 * cascade order is the browser sheet's, exactly as in a page rendered in the browser.
 */
export function serverStyleElement(sheet: ServerStyleSheet): string {
  const css = sheet.instance.toString().replace(REHYDRATION_MARKER, '').replace(RULE_SPLITTER, '');
  return css ? `<style id="${SERVER_STYLES_ID}">${css}</style>` : '';
}
