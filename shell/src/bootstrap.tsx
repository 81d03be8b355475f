import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  addAnalyticsTransport,
  createFirstPartyTransport,
  createTagManagerTransport,
  fetchRemoteList,
  readTagManagerId,
  startThemeSync,
  theme,
} from '@sweepscout/kit';
import { store } from './app/store';
import { GlobalStyle } from './app/GlobalStyle';
import { App } from './app/App';

addAnalyticsTransport(createFirstPartyTransport());
// A tag manager only when the server configured one; it loads nothing until the visitor consents.
const tagManagerId = readTagManagerId();
if (tagManagerId) addAnalyticsTransport(createTagManagerTransport(tagManagerId));

// The inline script of index.html picked the theme before paint; from here the store follows it.
startThemeSync();

// Remote URLs come from the server at run time: read them early. A failure here only disables the
// remotes (each remote is checked and registered when first needed).
void fetchRemoteList().catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
