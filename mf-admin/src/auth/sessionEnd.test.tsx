import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiRequest, baseApi } from '@sweepscout/kit';
import { createBaseApiStore } from '@sweepscout/kit/testing';
import { adminApi } from '../api/adminApi';
import { endsSessionOn401, useEndSessionOnUnauthorized } from './sessionEnd';

function Screen() {
  useEndSessionOnUnauthorized();
  return <p>Contact messages</p>;
}

/** The admin frame on the shell's store, with the staff data of one screen already read. */
async function renderSignedIn(answers: Record<string, { status: number; body: unknown }>) {
  globalThis.fetch = jest.fn(async (url: string) => {
    const { status, body } = answers[url.split('?')[0]] ?? { status: 404, body: {} };
    const text = JSON.stringify(body);
    return { ok: status < 400, status, statusText: '', text: async () => text };
  }) as unknown as typeof fetch;
  const store = createBaseApiStore();
  await store.dispatch(adminApi.endpoints.adminMe.initiate());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin/contacts']}>
        <Routes>
          <Route path="/admin/contacts" element={<Screen />} />
          <Route path="/admin/login" element={<p>Sign in</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const cachedQueries = () => Object.keys(store.getState()[baseApi.reducerPath].queries);
  return { cachedQueries };
}

const STAFF = { id: 'a'.repeat(24), username: 'admin', role: 'admin' };

describe('the end of a staff session', () => {
  it('a 401 from a staff call forgets the staff data and opens the login screen', async () => {
    const page = await renderSignedIn({
      '/api/admin/me': { status: 200, body: STAFF },
      '/api/admin/contacts': { status: 401, body: { message: 'Session expired' } },
    });
    expect(page.cachedQueries()).not.toEqual([]);
    await act(() => apiRequest('/api/admin/contacts').catch(() => undefined));
    await screen.findByText('Sign in');
    expect(page.cachedQueries()).toEqual([]);
  });

  it('a refused sign-in (wrong password) is not the end of a session', async () => {
    const page = await renderSignedIn({
      '/api/admin/me': { status: 200, body: STAFF },
      '/api/admin/login': { status: 401, body: { message: 'Invalid credentials' } },
    });
    await act(() => apiRequest('/api/admin/login', { method: 'POST' }).catch(() => undefined));
    await waitFor(() => expect(screen.getByText('Contact messages')).toBeTruthy());
    expect(page.cachedQueries()).not.toEqual([]);
  });

  it('only staff calls end it, whatever the case or a trailing slash of the login path', () => {
    expect(endsSessionOn401('/api/admin/login')).toBe(false);
    expect(endsSessionOn401('/API/Admin/Login/')).toBe(false);
    expect(endsSessionOn401('/api/admin/login/second-factor')).toBe(false);
    expect(endsSessionOn401('/api/admin/users?x=1')).toBe(true);
    expect(endsSessionOn401('/api/casinos')).toBe(false);
  });
});
