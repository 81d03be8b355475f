import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { PreloadedRemotesContext, theme, type PreloadedRemotes } from '@sweepscout/kit';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';

/** Everything around the router, the same in the browser and on the server (hydration). */
export function AppProviders({
  store,
  preloaded,
  children,
}: {
  store: AppStore;
  preloaded: PreloadedRemotes;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <PreloadedRemotesContext.Provider value={preloaded}>
            {children}
          </PreloadedRemotesContext.Provider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
