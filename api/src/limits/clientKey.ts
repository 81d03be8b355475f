import { ipKeyGenerator } from 'express-rate-limit';
import type { Request } from 'express';

/** One IPv6 /64 is one subscriber's network: counting its 2^64 addresses apart would be no limit. */
export const IPV6_SUBNET_BITS = 64;

/**
 * The key of every per-client limit: the client address (`req.ip`, as TRUST_PROXY decides), an
 * IPv6 address reduced to its /64 network.
 */
export function clientKeyOf(req: Pick<Request, 'ip' | 'socket'>): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', IPV6_SUBNET_BITS);
}
