import type { Logger } from 'pino';
import { logger } from '../log/logger';

/**
 * The answers the fast path writes from the answer cache (fastPath.ts) bypass Express and so the
 * request log: a log line costs more than such an answer. So that the log still accounts for the
 * traffic, each serving process counts them by status and writes one line a minute (and a last
 * one when it stops) when it served any: `{"cachedAnswers":{"200":5120,"304":88}}`.
 */
const counts = new Map<number, number>();

/** One answer written from the cache with this status (200, 304, 404...). */
export function countCachedAnswer(status: number): void {
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

/** Writes the counts since the last line, if any, and starts again from zero. */
function writeTally(log: Logger): void {
  if (counts.size === 0) return;
  const cachedAnswers = Object.fromEntries(counts);
  counts.clear();
  log.info({ cachedAnswers }, 'answers served from the answer cache');
}

/** Logs the tally every `everyMs`; the function returned stops the timer and logs the rest. */
export function startCachedAnswerTally(log: Logger = logger, everyMs = 60_000): () => void {
  // What was served before (the start-up warm-up burst) was the server's own asking.
  counts.clear();
  const timer = setInterval(() => writeTally(log), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    writeTally(log);
  };
}
