import { usesInspector, workerInspectPorts } from '../../src/cluster/inspectPorts';

const ports = (next: () => string[], n: number) => Array.from({ length: n }, () => next());

describe("the workers' inspector ports", () => {
  it('sees an inspector started on the command line or through NODE_OPTIONS', () => {
    expect(usesInspector(['--inspect'])).toBe(true);
    expect(usesInspector(['-r', 'register.cjs', '--inspect-brk=127.0.0.1:9300'])).toBe(true);
    expect(usesInspector([], '--max-old-space-size=512 --inspect=9300')).toBe(true);
    expect(usesInspector(['--max-semi-space-size=16'], '--enable-source-maps')).toBe(false);
    // A flag that merely begins like one is not one.
    expect(usesInspector(['--inspected'])).toBe(false);
  });

  it("gives each forked worker the next port after the primary's, a replaced one a new one", () => {
    const next = workerInspectPorts(['--inspect=9229'], undefined, 9229);
    expect(ports(next, 3)).toEqual([
      ['--inspect-port=9230'],
      ['--inspect-port=9231'],
      ['--inspect-port=9232'],
    ]);
  });

  it('adds nothing when the primary has no inspector', () => {
    expect(ports(workerInspectPorts(['--enable-source-maps'], '', 9229), 2)).toEqual([[], []]);
  });

  it('starts again above the privileged ports past the highest port, as node:cluster does', () => {
    const next = workerInspectPorts([], '--inspect=65534', 65534);
    expect(ports(next, 3)).toEqual([
      ['--inspect-port=65535'],
      ['--inspect-port=1024'],
      ['--inspect-port=1025'],
    ]);
  });

  it('gives random ports to the workers of a primary whose own port was random', () => {
    expect(ports(workerInspectPorts(['--inspect=0'], undefined, 0), 2)).toEqual([
      ['--inspect-port=0'],
      ['--inspect-port=0'],
    ]);
  });
});
