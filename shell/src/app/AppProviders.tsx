import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  FormEchoContext,
  PreloadedRemotesContext,
  ServerMemo,
  theme,
  type FormEcho,
  type PreloadedRemotes,
} from '@sweepscout/kit';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';

/** Everything around the router, the same in the browser and on the server (hydration). */
export function AppProviders({
  store,
  preloaded,
  formEcho = null,
  children,
}: {
  store: AppStore;
  preloaded: PreloadedRemotes;
  /** A form the page server refused (posted without script), shown as the server rendered it. */
  formEcho?: FormEcho | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          {/* On the server its CSS is made once per process, not for every page (styled-components
              runs a global style's CSS through stylis on every render). */}
          <ServerMemo id="global-style" deps={[]}>
            <GlobalStyle />
          </ServerMemo>
          <PreloadedRemotesContext.Provider value={preloaded}>
            <FormEchoContext.Provider value={formEcho}>{children}</FormEchoContext.Provider>
          </PreloadedRemotesContext.Provider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
