// Staff sign-in for the benchmarks: the session is an HttpOnly cookie, the admin user has a second
// factor (ADMIN_TOTP_SECRET, set by scripts/lib/site-server.mjs), and unsafe calls carry the admin
// area's CSRF header.
import { generate } from 'otplib';
import { SITE_SERVER_TOTP_SECRET } from '../../scripts/lib/site-server.mjs';

const TOTP_SECRET = process.env.ADMIN_TOTP_SECRET ?? SITE_SERVER_TOTP_SECRET;
let lastStep = -1;

/** A TOTP code for a time step not sent yet (the server takes each step once). */
async function nextCode() {
  const now = Date.now();
  const step = Math.max(Math.floor(now / 30_000), lastStep + 1);
  const usableFrom = (step - 1) * 30_000 + 1000;
  if (usableFrom > now) await new Promise((resolve) => setTimeout(resolve, usableFrom - now));
  lastStep = step;
  return generate({ secret: TOTP_SECRET, epoch: step * 30 });
}

/** Sign in as admin at `base`; answers the headers of the session's JSON calls. */
export async function adminHeaders(base, password) {
  const res = await fetch(new URL('/api/admin/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'sweepscout-admin' },
    body: JSON.stringify({ username: 'admin', password, code: await nextCode() }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('sweepscout_admin'));
  if (!cookie) throw new Error('admin login set no session cookie');
  return {
    'content-type': 'application/json',
    'x-requested-with': 'sweepscout-admin',
    cookie: cookie.split(';')[0],
  };
}
