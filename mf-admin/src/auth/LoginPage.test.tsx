import { screen, within } from '@testing-library/react';
import type { LoginResponse } from '@sweepscout/shared';
import * as admin from '../test/renderAdmin';

/** What a sign-in answers once its step went through: the next step. */
const next = (step: LoginResponse['next']): LoginResponse => ({
  next: step,
  expiresAt: '2026-05-01T18:00:00.000Z',
  ...(step === 'done' ? { user: admin.ADMIN } : {}),
});

/** The sign-in as the server answers it: the password `right`, then the code 123456. */
function signInApi() {
  return admin.answerApi({
    'POST /api/admin/login': ({ body }) =>
      (body as { password: string }).password === 'right'
        ? { body: next('second-factor') }
        : { status: 401, body: { message: 'Invalid username or password' } },
    'POST /api/admin/login/second-factor': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { body: next('done') }
        : { status: 401, body: { message: 'Invalid authentication code' } },
  });
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('the admin login screen', () => {
  it('names the required fields beside them and sends nothing', async () => {
    const api = signInApi();
    admin.renderAdmin('/admin/login');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Website' }).getAttribute('href')).toBe('/');
    admin.click('Sign in');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    expect((await within(form).findByText('Username is required')).textContent).toBe(
      'Username is required',
    );
    expect(within(form).getByText('Password is required')).toBeTruthy();
    expect(api.requests('POST', '/api/admin/login')).toEqual([]);
  });

  it("shows the server's refusals in an alert, then the code step signs in to the dashboard", async () => {
    const api = signInApi();
    admin.renderAdmin('/admin/login');
    admin.type('Username', 'admin');
    admin.type('Password', 'wrong');
    admin.click('Sign in');
    expect(await alertText()).toBe('Invalid username or password');

    admin.type('Password', 'right');
    admin.click('Sign in');
    await screen.findByLabelText(/^Authentication code/);
    admin.type('Authentication code', '000000');
    admin.click('Verify');
    expect(await alertText()).toBe('Invalid authentication code');

    admin.type('Authentication code', '123456');
    admin.click('Verify');
    await admin.findToast('Login successful', 'Welcome to the admin dashboard');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(api.requests('POST', /^\/api\/admin\/login/).map((r) => r.body)).toEqual([
      { username: 'admin', password: 'wrong' },
      { username: 'admin', password: 'right' },
      { code: '000000' },
      { code: '123456' },
    ]);
  });
});
