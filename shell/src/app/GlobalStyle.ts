import { createGlobalStyle } from 'styled-components';
import { paletteCss, theme } from '@sweepscout/kit';
import { CLEAR_OF_HEADER_PX } from '../layout/headerHeight';

export const GlobalStyle = createGlobalStyle`
  ${paletteCss()}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* The header is sticky: a link to an anchor (the newsletter's answer without script, "View
       Top Rated") and a control reached with Tab land below it, not hidden under it. */
    scroll-padding-top: ${CLEAR_OF_HEADER_PX}px;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    line-height: 1.55;
  }
  a { color: ${theme.colors.primary}; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
