import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { parse } from 'cookie';
import { Schema, model } from 'mongoose';
import { normaliseUsername } from './loginRateLimit';

/**
 * OWASP "device cookies": a browser that signed in as a user before carries a random token bound
 * to that username. Its sign-ins skip the limits that a flood of wrong passwords from many
 * addresses trips (per client, per username delay) and take a reserved place in the hashing
 * queue, so the owner gets in while an attacker hammers the account. A device that fails too
 * often loses its standing. Only the token's SHA-256 is stored.
 */
export const DEVICE_COOKIE = '__Host-sweepscout_device';
export const DEVICE_COOKIE_DEV = 'sweepscout_device_dev';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Wrong passwords from one known device before it is forgotten. */
export const DEVICE_MAX_FAILURES = 5;

interface KnownDeviceRecord {
  tokenHash: string;
  username: string;
  failures: number;
  expiresAt: Date;
}

const knownDeviceSchema = new Schema<KnownDeviceRecord>({
  tokenHash: { type: String, required: true, unique: true },
  username: { type: String, required: true },
  failures: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});

export const KnownDeviceModel = model<KnownDeviceRecord>('AdminKnownDevice', knownDeviceSchema);

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const nameFor = (req: Request) => (req.secure ? DEVICE_COOKIE : DEVICE_COOKIE_DEV);
const optionsFor = (req: Request): CookieOptions => ({
  httpOnly: true,
  secure: req.secure,
  sameSite: 'strict',
  path: '/',
});

/** The device token of this request when it is known for this username, else null. */
export async function knownDeviceOf(req: Request, username: string): Promise<string | null> {
  const token = req.headers.cookie ? parse(req.headers.cookie)[nameFor(req)] : undefined;
  if (!token || token.length > 100) return null;
  const device = await KnownDeviceModel.findOne({ tokenHash: hashOf(token) }).lean();
  if (!device || device.username !== normaliseUsername(username)) return null;
  if (device.expiresAt.getTime() <= Date.now()) return null;
  return device.tokenHash;
}

/** After a right password: this browser is a known device of the user (a new token each time). */
export async function rememberDevice(req: Request, res: Response, username: string): Promise<void> {
  const previous = req.headers.cookie ? parse(req.headers.cookie)[nameFor(req)] : undefined;
  if (previous) await KnownDeviceModel.deleteOne({ tokenHash: hashOf(previous) });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DEVICE_TTL_MS);
  await KnownDeviceModel.create({
    tokenHash: hashOf(token),
    username: normaliseUsername(username),
    expiresAt,
  });
  res.cookie(nameFor(req), token, { ...optionsFor(req), expires: expiresAt });
}

/** A wrong password from a known device: after a few, it is a device like any other. */
export async function deviceFailed(tokenHash: string): Promise<void> {
  const device = await KnownDeviceModel.findOneAndUpdate(
    { tokenHash },
    { $inc: { failures: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (device && device.failures >= DEVICE_MAX_FAILURES) {
    await KnownDeviceModel.deleteOne({ tokenHash });
  }
}
