import { bufferedResponse } from '../../src/site/inProcessFetch';

// The in-process reads' Response: the bytes in memory, read as a Response of the same bytes reads.

const JSON_BODY = '{"name":"Crown Coins – Casino","rating":4.5}';
const init = {
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json; charset=utf-8', etag: 'W/"2c-x"' },
};
const made = () => ({
  buffered: bufferedResponse(Buffer.from(JSON_BODY), init),
  standard: new Response(Buffer.from(JSON_BODY), init),
});

describe('bufferedResponse', () => {
  it('reads as text, JSON, bytes, a blob and a stream as a Response of the same bytes does', async () => {
    const text = made();
    expect(await text.buffered.text()).toBe(await text.standard.text());
    const json = made();
    expect(await json.buffered.json()).toEqual(await json.standard.json());
    const bytes = made();
    expect(Buffer.from(await bytes.buffered.arrayBuffer())).toEqual(
      Buffer.from(await bytes.standard.arrayBuffer()),
    );
    const raw = made();
    expect(Buffer.from(await raw.buffered.bytes())).toEqual(
      Buffer.from(await raw.standard.bytes()),
    );
    const blob = made();
    const [mine, theirs] = [await blob.buffered.blob(), await blob.standard.blob()];
    expect(mine.type).toBe(theirs.type);
    expect(await mine.text()).toBe(await theirs.text());
    const streamed = await new Response(made().buffered.body).text();
    expect(streamed).toBe(JSON_BODY);
  });

  it('keeps the status, headers and ok of the answer, and its clone reads the same', async () => {
    const { buffered } = made();
    expect(buffered.status).toBe(200);
    expect(buffered.ok).toBe(true);
    expect(buffered.statusText).toBe('OK');
    expect(buffered.headers.get('etag')).toBe('W/"2c-x"');
    const copy = buffered.clone();
    expect(copy).toBeInstanceOf(Response);
    expect(copy.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await copy.text()).toBe(JSON_BODY);
    expect(await buffered.text()).toBe(JSON_BODY);
  });

  it('decodes its bytes once for itself and its clones (RTK Query reads both)', async () => {
    const bytes = Buffer.from(JSON_BODY);
    const decode = jest.spyOn(bytes, 'toString');
    const response = bufferedResponse(bytes, init);
    const copy = response.clone();
    expect(await copy.text()).toBe(JSON_BODY);
    expect(await response.json()).toEqual(JSON.parse(JSON_BODY));
    expect(await response.clone().text()).toBe(JSON_BODY);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('has no body for an answer without one (304), and an error status is not ok', async () => {
    const notModified = bufferedResponse(null, { status: 304 });
    expect(notModified.body).toBeNull();
    expect(await notModified.text()).toBe('');
    const missing = bufferedResponse(Buffer.from('{"message":"Casino not found"}'), {
      status: 404,
    });
    expect(missing.ok).toBe(false);
    expect(await missing.json()).toEqual({ message: 'Casino not found' });
  });
});
