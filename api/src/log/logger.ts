import pino, { type Logger } from 'pino';
import { setting, type Environment } from '../config';
import { readableLog } from './readableLog';

/**
 * The API's structured logger: one JSON line per event, or one readable line at a terminal
 * (readableLog.ts); level from LOG_LEVEL (default info; silent under jest). Secrets and personal
 * data are censored wherever they appear: passwords, tokens, session keys, cookies and email
 * addresses.
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

/** LOG_LEVEL when it names a level, else info (silent under jest). */
export function logLevel(env?: Environment): string {
  return setting('LOG_LEVEL', env) ?? (setting('NODE_ENV', env) === 'test' ? 'silent' : 'info');
}

/** The longest a written line waits in the log's buffer. */
export const LOG_FLUSH_MS = 100;

/**
 * The log's output (standard output, file descriptor 1), written in blocks: a line waits until
 * 4 KB are buffered or LOG_FLUSH_MS have passed (pino flushes the rest when the process exits).
 * One write per line was the largest single cost of the request log, 3 to 4 % of a worker
 * rendering pages for new queries; a process killed outright (SIGKILL) loses at most its last
 * 100 ms of lines.
 */
export function bufferedOutput(fd = 1): ReturnType<typeof pino.destination> {
  return pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS });
}

/** A logger with the API's settings; `destination` lets tests read what would be written. */
export function createLogger(level = logLevel(), destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'sweepscout-api' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  // A silent logger (the tests') writes nothing: no output to set up, and no flush timer.
  if (!destination && level === 'silent') return pino(options);
  const output = destination ?? (process.stdout.isTTY ? readableLog() : bufferedOutput());
  return pino(options, output);
}

export const logger: Logger = createLogger();

const SECRET_QUERY = /([?&](?:token|key|email|password|sig)=)[^&#]*/gi;
// Runs of characters between URL delimiters: each is looked at once, so masking stays linear in the
// URL's length (a single pattern for "text@text.text" backtracked in O(n²) on a long word).
const WORD = /[^\s/?&=]+/g;

/** Longest URL written to the log; the rest is cut (Node accepts request lines up to 16 KB). */
export const LOGGED_URL_LIMIT = 2048;

/** A word that holds an address: text, '@', then text with a dot inside it. */
function looksLikeEmail(word: string): boolean {
  const at = word.indexOf('@');
  if (at <= 0) return false;
  const dot = word.indexOf('.', at + 2);
  return dot !== -1 && dot < word.length - 1;
}

/**
 * A URL fit for the log: secret query parameters and email addresses censored (the whole word
 * around an address), then cut to LOGGED_URL_LIMIT characters. Linear in the URL's length.
 */
export function safeUrl(url: string): string {
  const masked = url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(WORD, (word) => (looksLikeEmail(word) ? '[email]' : word));
  return masked.length > LOGGED_URL_LIMIT ? `${masked.slice(0, LOGGED_URL_LIMIT)}…[cut]` : masked;
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
