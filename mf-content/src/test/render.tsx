import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { baseApi } from '@sweepscout/kit';

/** Render with a fresh store (the shared baseApi, as the shell mounts it) and a router. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
}

/** A fetch stand-in (jsdom has none) answering each call with the given status and JSON body. */
export function answerFetch(status: number, body: unknown): jest.Mock {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const mock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => text,
  }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
