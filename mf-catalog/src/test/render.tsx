import { useEffect, type ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { baseApi } from '@sweepscout/kit';

/** Keeps the router's current path and query where the test can read it. */
function LocationProbe({ into }: { into: { url: string } }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    into.url = pathname + search;
  }, [into, pathname, search]);
  return null;
}

/**
 * Render with a fresh store (the shared baseApi, as the shell mounts it) and a router at `route`;
 * `url()` is the router's path and query now (what the address bar would show).
 */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const at = { url: route };
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe into={at} />
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, url: () => at.url };
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A fetch stand-in (jsdom has none): each call is answered by `answer` for its URL (a promise
 * holds the answer back). `requested()` lists the URLs asked for, in order.
 */
export function answerFetch(answer: (url: URL) => Answer | Promise<Answer>) {
  const mock = jest.fn(async (input: string) => {
    const { status, body } = await answer(new URL(input, 'http://localhost'));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  const requested = () => mock.mock.calls.map(([input]) => new URL(input, 'http://localhost'));
  return { mock, requested };
}

/** A promise with its resolve outside: an answer held back until the test releases it. */
export function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
