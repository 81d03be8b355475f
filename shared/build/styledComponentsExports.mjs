// The part of styled-components the browser builds share as `styled-components` (federation.cjs;
// see reduxToolkitExports.mjs for why a subset): what the frontends import (tests/contract checks
// it). The server-side style sheet, RSC plugin, theme helpers and consumers stay out.
export {
  default,
  ThemeProvider,
  StyleSheetManager,
  createGlobalStyle,
  css,
  keyframes,
} from 'styled-components-build';
