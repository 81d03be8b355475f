import v8 from 'node:v8';
import vm from 'node:vm';
import {
  followHeapSoftLimit,
  heapGrowthPercent,
  MAX_GROWTH_PERCENT,
  MIN_GROWTH_PERCENT,
} from '../../src/cluster/heapGrowth';
import { waitFor } from '../waitFor';

const MB = 1024 * 1024;

describe('heap growth under a soft limit', () => {
  it('lets a small heap grow to the limit and narrows to 25 % near it', () => {
    // A heap far below the default 180 MB limit: the most the rule allows (a factor of 4).
    expect(heapGrowthPercent(40 * MB, 180 * MB)).toBe(MAX_GROWTH_PERCENT);
    expect(MAX_GROWTH_PERCENT).toBe(300);
    // Below it: what fits under the limit (the seeded site, about 80 MB live; a larger catalog).
    expect(heapGrowthPercent(80 * MB, 180 * MB)).toBe(125);
    expect(heapGrowthPercent(120 * MB, 180 * MB)).toBe(50);
    // 10,000 casinos (160 to 170 MB live): the 25 % that kept a worker within 400 MB of RSS.
    expect(heapGrowthPercent(160 * MB, 180 * MB)).toBe(MIN_GROWTH_PERCENT);
    // Over the limit the heap still grows (V8 needs room to run), by the least.
    expect(heapGrowthPercent(300 * MB, 180 * MB)).toBe(MIN_GROWTH_PERCENT);
  });

  it("sets V8's growth after a full collection", async () => {
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const setFlags = jest.spyOn(v8, 'setFlagsFromString');
    const afterCollection = async (softLimitBytes: number) => {
      setFlags.mockClear();
      const stop = followHeapSoftLimit(softLimitBytes);
      collect();
      // The observer hears of the collection on a later turn (later still on a busy machine).
      await waitFor(() => setFlags.mock.calls.length > 0);
      stop();
      return setFlags.mock.calls.map(([flags]) => flags);
    };
    try {
      expect(await afterCollection(64 * 1024 * MB)).toEqual(['--heap-growing-percent=300']);
      expect(await afterCollection(1 * MB)).toEqual(['--heap-growing-percent=25']);
    } finally {
      setFlags.mockRestore();
      v8.setFlagsFromString('--heap-growing-percent=25');
    }
  });
});
