import { LeastConnections } from '../../src/cluster/leastConnections';

/** The worker chosen for each of `n` new connections. */
const takeMany = (balancer: LeastConnections<string>, n: number) =>
  Array.from({ length: n }, () => balancer.take());

describe('LeastConnections (which worker takes the next connection)', () => {
  it('splits a burst of new connections evenly, taking ties in turn', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    expect(takeMany(balancer, 4)).toEqual(['a', 'b', 'a', 'b']);
    expect(takeMany(balancer, 12).filter((worker) => worker === 'a')).toHaveLength(6);
    expect(balancer.counts()).toEqual(
      new Map([
        ['a', 8],
        ['b', 8],
      ]),
    );
  });

  it('gives new connections to the worker whose connections closed', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    takeMany(balancer, 6);
    balancer.closed('b');
    balancer.closed('b');
    expect(takeMany(balancer, 3)).toEqual(['b', 'b', 'a']);
  });

  it('a new worker takes connections until it holds as many as the others', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    takeMany(balancer, 3);
    balancer.add('c');
    expect(takeMany(balancer, 4)).toEqual(['c', 'c', 'c', 'a']);
  });

  it('a removed worker (draining or dead) takes none, and none left gives none', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.add('b');
    balancer.remove('a');
    expect(takeMany(balancer, 3)).toEqual(['b', 'b', 'b']);
    balancer.remove('b');
    expect(balancer.take()).toBeUndefined();
  });

  it('a close reported for a worker removed, or more closes than opens, count nothing', () => {
    const balancer = new LeastConnections<string>();
    balancer.add('a');
    balancer.closed('a');
    balancer.closed('gone');
    expect(balancer.counts()).toEqual(new Map([['a', 0]]));
    expect(balancer.take()).toBe('a');
  });
});
