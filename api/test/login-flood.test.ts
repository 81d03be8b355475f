import { clientKeyOf } from '../src/auth';
import {
  createStaff,
  deviceCookieOf,
  loginFrom,
  setupAdminSuite,
  STAFF_PASSWORD,
  unique,
} from './admin-helpers';
import { makeApp, resetRateLimits } from './helpers';

const { fixture } = setupAdminSuite('login_flood', { timeout: 60_000 });

const keyOf = (ip: string) => clientKeyOf({ ip, socket: {} } as never);

describe('per-client keys', () => {
  it('an IPv6 client is its /64 network; an IPv4 client its address', () => {
    expect(keyOf('2001:db8:1:2:aaaa::1')).toBe(keyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(keyOf('2001:db8:1:2::1')).not.toBe(keyOf('2001:db8:1:3::1'));
    expect(keyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(keyOf('203.0.113.7')).not.toBe(keyOf('203.0.113.8'));
  });
});

/** A new staff user that has signed in from `client`, and the device cookie its browser keeps. */
async function ownerWithDevice(app: ReturnType<typeof makeApp>, client: string) {
  const username = unique('owner');
  await createStaff(username, 'editor', ['manage_faqs']);
  const first = await loginFrom(app, client, username, STAFF_PASSWORD).expect(200);
  return { username, device: deviceCookieOf(first) };
}

describe('login limits', () => {
  beforeEach(() => resetRateLimits());

  it('addresses of one IPv6 /64 share the per-client failure limit', async () => {
    const app = makeApp(fixture, { trustProxy: 1 });
    await createStaff('v6-owner', 'editor', ['manage_faqs']);
    for (let i = 1; i <= 20; i += 1) {
      const res = await loginFrom(app, `2001:db8:5:6::${i.toString(16)}`, `probe-${i}`, 'wrong');
      expect(res.status).toBe(401);
    }
    const next = await loginFrom(app, '2001:db8:5:6:abcd::99', 'v6-owner', STAFF_PASSWORD);
    expect(next.status).toBe(429);
    // Another /64 is another client.
    expect((await loginFrom(app, '2001:db8:5:7::1', 'v6-owner', STAFF_PASSWORD)).status).toBe(200);
  });

  // The queue's argon2 hashes take their time: on a loaded 2-core machine more than 30 s.
  it('the owner signs in from a known device during a flood of wrong passwords from many addresses', async () => {
    const app = makeApp(fixture, { trustProxy: 1 });
    // The owner's browser signed in before: it holds a device cookie.
    const { username, device } = await ownerWithDevice(app, '198.51.100.10');

    const flood = Array.from({ length: 150 }, (_, i) =>
      Promise.resolve(
        loginFrom(app, `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`, username, `wrong-${i}`),
      ),
    );
    // Once the flood has filled the common hashing queue (a 503 came back), the owner signs in.
    await Promise.race(
      flood.map((attempt) =>
        attempt.then((r) => (r.status === 503 ? undefined : new Promise(() => undefined))),
      ),
    );
    const ownerRes = await loginFrom(app, '198.51.100.10', username, STAFF_PASSWORD).set(
      'Cookie',
      device,
    );
    const attackers = await Promise.all(flood);
    expect(ownerRes.status).toBe(200);
    expect(ownerRes.body.next).toBe('done');
    // The flood was real: the common queue turned attempts away.
    expect(attackers.some((r) => r.status === 503)).toBe(true);
    expect(attackers.every((r) => r.status !== 200)).toBe(true);
  }, 90_000);

  it('a device cookie of another user gives no privilege', async () => {
    const app = makeApp(fixture, { trustProxy: 1 });
    const { device } = await ownerWithDevice(app, '198.51.100.11');
    // From one client, the sixth attempt on another username is refused, device cookie or not.
    for (let i = 0; i < 5; i += 1) {
      await loginFrom(app, '198.51.100.12', 'someone-else', 'wrong')
        .set('Cookie', device)
        .expect(401);
    }
    await loginFrom(app, '198.51.100.12', 'someone-else', 'wrong')
      .set('Cookie', device)
      .expect(429);
  });
});
