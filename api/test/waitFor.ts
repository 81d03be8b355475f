/**
 * Waits until `condition` holds (checking every 25 ms), or fails after `timeoutMs`: for what
 * happens shortly after an answer (a batched write, another instance catching up). This module
 * imports nothing of the app or the database, so that unit tests use it too.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}
