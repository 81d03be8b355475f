import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { addAnalyticsTransport, createFirstPartyTransport, theme } from '@sweepscout/shared/client';
import { store } from './app/store';
import { GlobalStyle } from './app/GlobalStyle';
import { App } from './app/App';
import { registerRemotesFromManifest } from './remotes/remoteManifest';

addAnalyticsTransport(createFirstPartyTransport());

// Remote URLs come from the server at run time; a failure here only disables the remotes.
void registerRemotesFromManifest();

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
