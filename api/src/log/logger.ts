import pino, { type Logger } from 'pino';

/**
 * The API's structured logger: one JSON line per event, level from LOG_LEVEL (default info;
 * silent under jest). Secrets and personal data are censored wherever they appear: passwords,
 * tokens, session keys, cookies and email addresses.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'email',
  '*.email',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-key"]',
  'res.headers["set-cookie"]',
];

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && LEVELS.has(wanted)) return wanted;
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** A logger with the API's settings; `destination` lets tests read what would be written. */
export function createLogger(level = logLevel(), destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'sweepscout-api' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger: Logger = createLogger();

const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/g;
const SECRET_QUERY = /([?&](?:token|key|email|password|sig)=)[^&#]*/gi;

/** A URL fit for the log: secret query parameters and email addresses censored. */
export function safeUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(EMAIL, '[email]');
}

/** A username fit for the log: one that looks like an email address is not written. */
export function safeUsername(username: string): string {
  return username.includes('@') ? '[email]' : username.slice(0, 100);
}

export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.refused'
  | 'access.denied'
  | 'role.changed'
  | 'password.changed'
  | 'user.created'
  | 'user.deleted'
  | 'sessions.revoked'
  | 'reauth.success'
  | 'reauth.failure'
  | 'reauth.refused'
  | 'reauth.required'
  | 'second-factor.enrolled'
  | 'second-factor.reset'
  | 'second-factor.failure'
  | 'recovery-code.used';

/** A security event, logged as such (`security: true` and its name) so it can be alerted on. */
export function securityEvent(
  event: SecurityEvent,
  details: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'info',
): void {
  logger[level]({ security: true, event, ...details }, event);
}
