/**
 * @jest-environment jsdom
 */
import {
  API_UNAUTHORIZED_EVENT,
  apiRequest,
  HttpError,
  type ApiUnauthorizedDetail,
} from './request';
import { requestBaseQuery, serverMessage } from './baseApi';

interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: string;
}

let calls: { url: string; init: RequestInit }[] = [];

/** Answers every fetch with the given status and body text, and records what was asked. */
function answer({ status = 200, statusText = 'OK', body = '' }: FakeAnswer): void {
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText,
      text: async () => body,
    } as Response;
  }) as typeof fetch;
}

const headersOf = (i = 0) => (calls[i].init.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
});

describe('request rules (public and admin calls)', () => {
  it('always sends cookies', async () => {
    answer({ body: '[]' });
    await apiRequest('/api/casinos');
    expect(calls[0].init.credentials).toBe('include');
  });

  it('sets a JSON content type only when there is a body', async () => {
    answer({ body: '{}' });
    await apiRequest('/api/casinos');
    await apiRequest('/api/contact', { method: 'POST', body: { name: 'Ann' } });
    expect(headersOf(0)['Content-Type']).toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
    expect(headersOf(1)['Content-Type']).toBe('application/json');
    expect(calls[1].init.body).toBe('{"name":"Ann"}');
    expect(calls[1].init.method).toBe('POST');
  });

  it('parses the answer as JSON and returns the raw text when that fails', async () => {
    answer({ body: '{"id":"1","name":"Crown"}' });
    await expect(apiRequest('/api/casinos/1')).resolves.toEqual({ id: '1', name: 'Crown' });
    answer({ body: 'plain words' });
    await expect(apiRequest('/api/anything')).resolves.toBe('plain words');
  });

  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    answer({ status: 404, statusText: 'Not Found', body: '{"message":"Casino not found"}' });
    const error = await apiRequest('/api/casinos/slug/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404: {"message":"Casino not found"}');
    expect((error as HttpError).serverMessage).toBe('Casino not found');
  });

  it('raises "<status>: <status text>" when the body is empty', async () => {
    answer({ status: 503, statusText: 'Service Unavailable', body: '' });
    await expect(apiRequest('/api/faqs')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends the admin CSRF header on every admin path, the sign-in included, and no token', async () => {
    localStorage.setItem('adminAuthToken', 'tok-123');
    answer({ body: '[]' });
    await apiRequest('/api/admin/casinos');
    await apiRequest('/api/admin/login', {
      method: 'POST',
      body: { username: 'a', password: 'b' },
    });
    await apiRequest('/api/casinos');
    expect(headersOf(0)['x-requested-with']).toBe('sweepscout-admin');
    expect(headersOf(1)['x-requested-with']).toBe('sweepscout-admin');
    expect(headersOf(2)['x-requested-with']).toBeUndefined();
    for (const i of [0, 1, 2]) expect(Object.keys(headersOf(i))).not.toContain('x-admin-key');
  });

  it('throws on 401 by default and announces it with the path of the call', async () => {
    const announced: ApiUnauthorizedDetail[] = [];
    const listener = (event: Event) =>
      announced.push((event as CustomEvent<ApiUnauthorizedDetail>).detail);
    window.addEventListener(API_UNAUTHORIZED_EVENT, listener);
    answer({ status: 401, statusText: 'Unauthorized', body: '{"message":"Session expired"}' });
    await expect(apiRequest('/api/admin/users')).rejects.toThrow(
      '401: {"message":"Session expired"}',
    );
    expect(announced).toEqual([{ path: '/api/admin/users' }]);
    window.removeEventListener(API_UNAUTHORIZED_EVENT, listener);
  });

  it('returns null on 401 in the null-on-401 mode', async () => {
    answer({ status: 401, statusText: 'Unauthorized', body: '' });
    await expect(apiRequest('/api/admin/users', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('does not retry a failed call', async () => {
    answer({ status: 500, statusText: 'Internal Server Error', body: '' });
    await expect(apiRequest('/api/casinos')).rejects.toThrow('500: Internal Server Error');
    expect(calls).toHaveLength(1);
  });
});

describe('the RTK Query base query', () => {
  const api = { signal: new AbortController().signal } as Parameters<typeof requestBaseQuery>[1];

  it('uses the path as the request for a plain string query', async () => {
    answer({ body: '[{"id":"1"}]' });
    const result = await requestBaseQuery('/api/faqs', api, {});
    expect(result).toEqual({ data: [{ id: '1' }] });
    expect(calls[0].url).toBe('/api/faqs');
    expect(calls[0].init.method).toBe('GET');
  });

  it('turns a non-OK answer into an error with the status, message and parsed body', async () => {
    answer({ status: 400, statusText: 'Bad Request', body: '{"message":"Invalid email"}' });
    const result = await requestBaseQuery(
      { url: '/api/newsletter/subscribe', method: 'POST', body: { email: 'x' } },
      api,
      {},
    );
    expect(result.error).toEqual({
      status: 400,
      message: '400: {"message":"Invalid email"}',
      data: { message: 'Invalid email' },
    });
    expect(serverMessage(result.error, 'Please try again later.')).toBe('Invalid email');
  });

  it('falls back to the given text when the server sent no message', async () => {
    answer({ status: 502, statusText: 'Bad Gateway', body: '' });
    const result = await requestBaseQuery('/api/contact', api, {});
    expect(serverMessage(result.error, 'Please try again later.')).toBe('Please try again later.');
  });

  it("sends through the store's own fetch when it has one (the site server's, in process)", async () => {
    answer({ body: '"from the network"' });
    const inProcess = { ok: true, status: 200, text: async () => '"in process"' } as Response;
    const own = jest.fn(async () => inProcess);
    const result = await requestBaseQuery('/api/faqs', { ...api, extra: { fetch: own } }, {});
    expect(result).toEqual({ data: 'in process' });
    expect(own).toHaveBeenCalledWith('/api/faqs', expect.objectContaining({ method: 'GET' }));
    expect(calls).toEqual([]);
  });
});
