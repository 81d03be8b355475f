// The part of styled-components the browser builds share as `styled-components` (federation.cjs;
// see reduxToolkitExports.mjs for why a subset): what the frontends import (tests/contract checks
// it). The server-side style sheet, RSC plugin, theme helpers and consumers stay out.
// `__PRIVATE__` (the browser's main style sheet): the shell registers in it the class names the
// server already styled, so that hydrating a page inserts no rule (shell/src/ssr/serverStyleNames.ts).
export {
  default,
  __PRIVATE__,
  ThemeProvider,
  StyleSheetManager,
  createGlobalStyle,
  css,
  keyframes,
} from 'styled-components-build';
