import { withBackoff } from './backoff';

describe('withBackoff', () => {
  it('retries a failing task with doubling delays until it succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withBackoff(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('connection refused');
        return 'loaded';
      },
      { attempts: 3, baseDelayMs: 100, wait: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('loaded');
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    await expect(
      withBackoff(
        async (attempt) => {
          calls += 1;
          throw new Error(`attempt ${attempt}`);
        },
        { attempts: 3, baseDelayMs: 1, wait: async () => undefined },
      ),
    ).rejects.toThrow('attempt 2');
    expect(calls).toBe(3);
  });

  it('does not retry a failure another attempt cannot fix', async () => {
    let calls = 0;
    await expect(
      withBackoff(
        async () => {
          calls += 1;
          throw new Error('does not satisfy the requirement');
        },
        { attempts: 3, baseDelayMs: 1, shouldRetry: () => false },
      ),
    ).rejects.toThrow('does not satisfy');
    expect(calls).toBe(1);
  });
});
