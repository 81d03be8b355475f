import { createGlobalStyle } from 'styled-components';
import { paletteCss, theme } from '@sweepscout/kit';

export const GlobalStyle = createGlobalStyle`
  ${paletteCss()}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
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
