import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  addAnalyticsTransport,
  createFirstPartyTransport,
  createTagManagerTransport,
  fetchRemoteList,
  importRemoteComponent,
  readTagManagerId,
  startThemeSync,
} from '@sweepscout/kit';
import { createAppStore } from './app/store';
import { AppProviders } from './app/AppProviders';
import type { RemoteModuleId } from '@sweepscout/shared';
import { App } from './app/App';
import { markAppReady } from './app/AppReadyMark';
import { isClientOnlyArea, readSsrPayload, serverDigest } from './ssr/ssrState';
import { adoptServerStyleNames } from './ssr/serverStyleNames';

addAnalyticsTransport(createFirstPartyTransport());
// A tag manager only when the server configured one; it loads nothing until the visitor consents.
const tagManagerId = readTagManagerId();
if (tagManagerId) addAnalyticsTransport(createTagManagerTransport(tagManagerId));

// The inline script of index.html picked the theme before paint; from here the store follows it.
startThemeSync();

// Remote URLs come from the server at run time: read them early. A failure here only disables the
// remotes (each remote is checked and registered when first needed).
void fetchRemoteList().catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
const ssr = readSsrPayload();
// A server-rendered page starts from the state the server embedded, and with its styles.
const store = createAppStore(ssr?.state);
adoptServerStyleNames(ssr?.styleNames);

/**
 * The modules the server rendered, loaded before hydrating so that the first render matches the
 * server's HTML. A module that fails to load here is left out: its slot loads it lazily (and
 * shows its error fallback with a retry if it still fails), the rest of the page hydrates.
 */
async function preloadServerModules(ids: readonly RemoteModuleId[]) {
  const modules = new Map<RemoteModuleId, ComponentType<object>>();
  await Promise.all(
    ids.map(async (id) => {
      const component = await importRemoteComponent(id).catch(() => null);
      // Rendered by its slot with the props the route gives it, as on the server.
      if (component) modules.set(id, component as ComponentType<object>);
    }),
  );
  return modules;
}

if (ssr) {
  // Hydrated in a transition: React yields to the browser every few milliseconds instead of
  // blocking it for the whole page (Lighthouse's blocking time). A click before it finished makes
  // React finish at once (synchronously) and is then handled.
  void preloadServerModules(ssr.modules).then((modules) =>
    startTransition(() => {
      performance.mark('sweepscout:hydrate');
      hydrateRoot(
        root,
        <AppProviders store={store} preloaded={{ modules, server: false }} formEcho={ssr.formEcho}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>,
        {
          onRecoverableError: (error, info) => {
            // Areas the server left to the browser on purpose (canvas, a remote down on the
            // server) are rendered here; anything else (a mismatch) is an error to see.
            if (isClientOnlyArea(error)) return;
            // An area that threw on the server (digest from the server) is rendered here instead:
            // the server logged its error; the page works.
            const digest = serverDigest(error);
            if (digest) {
              console.warn(`Area rendered in the browser after a server failure (${digest})`);
              return;
            }
            // An area that threw while hydrating (its remote cannot be loaded here: down, refused)
            // is rendered again by the browser, which shows its fallback: React names the cause.
            if (error instanceof Error && error.cause !== undefined) {
              console.warn(
                `Area left to the browser: its module failed here: ${String(error.cause)}`,
              );
              return;
            }
            const message = error instanceof Error ? error.message : String(error);
            // A mismatch: the prefix the end-to-end tests fail on (tests/support/test.ts).
            console.error(`Hydration error: ${message}`, info.componentStack);
          },
        },
      );
      // React listens to the page from here, with every module it renders loaded: a touch
      // before the hydration below finishes makes React finish it at once, then is handled.
      markAppReady();
    }),
  );
} else {
  createRoot(root).render(
    <AppProviders store={store} preloaded={{ modules: new Map(), server: false }}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}
