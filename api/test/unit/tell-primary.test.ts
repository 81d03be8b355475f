import { tellPrimary } from '../../src/cluster/messages';

/**
 * Node's `process.send` to a channel that has just closed: with a callback, the error goes to
 * it; without one, it is emitted on `process` on a later tick (an unhandled error: the worker
 * crashes).
 */
function closedChannelSend(message: unknown, ...rest: unknown[]): boolean {
  const callback = rest.find((arg): arg is (error: Error) => void => typeof arg === 'function');
  const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
  if (callback) process.nextTick(callback, error);
  else process.nextTick(() => process.emit('error' as 'warning', error));
  return false;
}

describe('tellPrimary', () => {
  const realSend = process.send;
  const realConnected = Object.getOwnPropertyDescriptor(process, 'connected');
  afterEach(() => {
    process.send = realSend;
    if (realConnected) Object.defineProperty(process, 'connected', realConnected);
    else delete (process as { connected?: boolean }).connected;
    process.removeAllListeners('error');
  });

  it('a message the closing channel refuses is dropped: no error reaches the process', async () => {
    Object.defineProperty(process, 'connected', { value: true, configurable: true });
    const sent: unknown[] = [];
    process.send = ((message: unknown, ...rest: unknown[]) => {
      sent.push(message);
      return closedChannelSend(message, ...rest);
    }) as typeof process.send;
    const errors: unknown[] = [];
    process.on('error' as 'warning', (error) => errors.push(error));

    expect(() => tellPrimary({ type: 'sweepscout:accepting' })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));

    expect(sent).toEqual([{ type: 'sweepscout:accepting' }]);
    expect(errors).toEqual([]);
  });

  it('says nothing once the channel is closed', () => {
    Object.defineProperty(process, 'connected', { value: false, configurable: true });
    const sent: unknown[] = [];
    process.send = ((message: unknown) => sent.push(message) > 0) as typeof process.send;
    tellPrimary({ type: 'sweepscout:closed' });
    expect(sent).toEqual([]);
  });
});
