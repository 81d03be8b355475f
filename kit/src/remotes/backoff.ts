export interface BackoffOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; each later one waits twice as long as the one before. */
  baseDelayMs: number;
  /** False for a failure that another attempt cannot fix (it is thrown at once). */
  shouldRetry?: (error: unknown) => boolean;
  wait?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds, up to `attempts` times, waiting base, 2×base, 4×base... between
 * attempts: a remote that is being redeployed or a dropped connection gets a second chance before
 * the visitor sees a fallback. The task is told which attempt it is (0 first).
 */
export async function withBackoff<T>(
  task: (attempt: number) => Promise<T>,
  { attempts, baseDelayMs, shouldRetry = () => true, wait = sleep }: BackoffOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt + 1 >= attempts || !shouldRetry(error)) throw error;
      await wait(baseDelayMs * 2 ** attempt);
    }
  }
}
