import { ADMIN_CSRF_HEADER, ADMIN_CSRF_VALUE } from '@sweepscout/shared';

/**
 * The request rules of the public and admin calls, in one place:
 * - cookies are always sent;
 * - a JSON content type only when there is a body;
 * - the answer is parsed as JSON, and the raw text is returned when that fails;
 * - a non-OK answer raises "<status>: <body text>" (or "<status>: <status text>" when empty);
 * - the staff session is an HttpOnly cookie the browser sends itself (no script ever sees it);
 *   every /api/admin request carries the admin area's CSRF header.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  /** The server's `message` field when it sent one, else undefined. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown } | null;
    return body && typeof body === 'object' && typeof body.message === 'string'
      ? body.message
      : undefined;
  }
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Spec: a null-on-401 mode exists; default reads throw on 401. */
  on401?: UnauthorizedBehavior;
}

/**
 * Fired on window when a call answers 401, with the call's path (`ApiUnauthorizedDetail`): the
 * package whose session it was decides what that means (the admin: its session is over).
 */
export const API_UNAUTHORIZED_EVENT = 'sweepscout:api-unauthorized';

export interface ApiUnauthorizedDetail {
  path: string;
}

/** Any /api/admin path, the sign-in included. */
export function isAdminApi(path: string): boolean {
  return path.split('?')[0].toLowerCase().startsWith('/api/admin');
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function buildRequestInit(path: string, options: RequestOptions = {}): RequestInit {
  const headers: Record<string, string> = {};
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (isAdminApi(path)) headers[ADMIN_CSRF_HEADER] = ADMIN_CSRF_VALUE;
  return {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };
}

function announceUnauthorized(path: string): void {
  if (typeof window === 'undefined') return;
  const detail: ApiUnauthorizedDetail = { path };
  window.dispatchEvent(new CustomEvent(API_UNAUTHORIZED_EVENT, { detail }));
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
  send: typeof fetch = fetch,
): Promise<T> {
  const response = await send(path, buildRequestInit(path, options));
  const text = await response.text();
  const body = parseBody(text);
  if (!response.ok) {
    if (response.status === 401) {
      announceUnauthorized(path);
      if (options.on401 === 'returnNull') return null as T;
    }
    throw new HttpError(response.status, text, body, response.statusText);
  }
  return body as T;
}
