import { BoundedRoundRobin, OVER_FEWEST } from '../../src/cluster/boundedRoundRobin';

/** The worker chosen for each of `n` new connections. */
const takeMany = (balancer: BoundedRoundRobin<string>, n: number) =>
  Array.from({ length: n }, () => balancer.take());

const count = (chosen: (string | undefined)[], worker: string) =>
  chosen.filter((taker) => taker === worker).length;

/** A balancer whose first worker holds `held` connections, then `others` added holding none. */
function holding(first: string, held: number, ...others: string[]): BoundedRoundRobin<string> {
  const balancer = new BoundedRoundRobin<string>();
  balancer.add(first);
  takeMany(balancer, held);
  others.forEach((other) => balancer.add(other));
  return balancer;
}

describe('BoundedRoundRobin (which worker takes the next connection)', () => {
  it('splits a burst of new connections evenly, in turn', () => {
    const balancer = new BoundedRoundRobin<string>();
    balancer.add('a');
    balancer.add('b');
    expect(takeMany(balancer, 4)).toEqual(['a', 'b', 'a', 'b']);
    expect(count(takeMany(balancer, 12), 'a')).toBe(6);
    expect(balancer.counts()).toEqual(
      new Map([
        ['a', 8],
        ['b', 8],
      ]),
    );
  });

  it('splits a burst evenly while the closes of the last one are not yet reported', () => {
    // A load's 16 connections closed, the busier worker's 8 closes still on their way.
    const balancer = holding('a', 8, 'b');
    const burst = takeMany(balancer, 16);
    expect(count(burst, 'a')).toBe(8);
    expect(count(burst, 'b')).toBe(8);
  });

  it('gives every new connection to a worker far behind, until it is within the bound', () => {
    // A replacement worker beside one holding every keep-alive connection.
    const balancer = holding('old', 20, 'new');
    const chosen = takeMany(balancer, 20);
    const caughtUp = 20 - OVER_FEWEST + 1;
    expect(chosen.slice(0, caughtUp)).toEqual(Array(caughtUp).fill('new'));
    // Then in turn, never further apart than the bound.
    expect(new Set(chosen.slice(caughtUp))).toEqual(new Set(['old', 'new']));
    const { old, new: renewed } = Object.fromEntries(balancer.counts());
    expect(old - renewed).toBeLessThanOrEqual(OVER_FEWEST);
  });

  it('gives new connections to the worker whose connections closed, while it is the bound behind', () => {
    const held = OVER_FEWEST + 2;
    const balancer = new BoundedRoundRobin<string>();
    balancer.add('a');
    balancer.add('b');
    takeMany(balancer, 2 * held);
    for (let n = 0; n < held; n += 1) balancer.closed('b');
    // b holds none, a ten: b takes until a is less than the bound ahead, then they alternate.
    expect(takeMany(balancer, 5)).toEqual(['b', 'b', 'b', 'a', 'b']);
  });

  it('a removed worker (draining or dead) takes none, and none left gives none', () => {
    const balancer = new BoundedRoundRobin<string>();
    balancer.add('a');
    balancer.add('b');
    balancer.remove('a');
    expect(takeMany(balancer, 3)).toEqual(['b', 'b', 'b']);
    balancer.remove('b');
    expect(balancer.take()).toBeUndefined();
  });

  it('a close reported for a worker removed, or more closes than opens, count nothing', () => {
    const balancer = new BoundedRoundRobin<string>();
    balancer.add('a');
    balancer.closed('a');
    balancer.closed('gone');
    expect(balancer.counts()).toEqual(new Map([['a', 0]]));
    expect(balancer.take()).toBe('a');
  });
});
