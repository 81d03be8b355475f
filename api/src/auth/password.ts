import argon2 from 'argon2';
import bcrypt from 'bcryptjs';

/**
 * Passwords are hashed with argon2id (native, on libuv's thread pool, so the event loop keeps
 * serving while a hash is computed; no 72-byte truncation). Hashes written by bcrypt before are
 * still verified and are replaced with argon2id at the user's next successful login.
 */
const ARGON2_OPTIONS = {
  type: argon2.argon2id as typeof argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most this many hashes at once (one core stays free to serve pages during a burst of logins);
 * more wait their turn, and beyond the queue are refused.
 */
export const MAX_CONCURRENT_HASHES = 1;
const MAX_WAITING_HASHES = 64;
/**
 * A reserved share of the queue for sign-ins from known devices (see knownDevice.ts): served before
 * the others when a slot frees, and never refused because a flood filled the common queue.
 */
const MAX_WAITING_PRIORITY_HASHES = 16;

export class PasswordHashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once. Please try again in a moment.');
    this.name = 'PasswordHashingBusyError';
  }
}

let running = 0;
const waiting: (() => void)[] = [];
const waitingPriority: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>, priority = false): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    const queue = priority ? waitingPriority : waiting;
    const limit = priority ? MAX_WAITING_PRIORITY_HASHES : MAX_WAITING_HASHES;
    if (queue.length >= limit) throw new PasswordHashingBusyError();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waitingPriority.shift() ?? waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2.hash(password, ARGON2_OPTIONS));
}

export function isLegacyHash(hash: string): boolean {
  return /^\$2[aby]\$/.test(hash);
}

// Compared against when the username is unknown, so that a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** `priority`: a sign-in from a known device, served from the reserved share of the queue. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  priority = false,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const stored = hash || (await dummyHash);
  const ok = await withHashSlot(
    () =>
      isLegacyHash(stored) ? bcrypt.compare(password, stored) : argon2.verify(stored, password),
    priority,
  );
  return Boolean(hash) && ok;
}
