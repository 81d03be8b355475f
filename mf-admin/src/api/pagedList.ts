import { TOTAL_COUNT_HEADER } from '@sweepscout/shared';
import { apiRequest, buildRequestInit, HttpError, parseBody, type ApiError } from '@sweepscout/kit';

/** One page of a server list and how many records match over all pages. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

type QueryValue = string | number | Date | undefined | null;

function withQuery(path: string, args: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A paged admin read: the records in the body, the total in the X-Total-Count header (the shared
 * request rules return bodies only). A 401 goes through the shared rules once more so that the
 * token is cleared and the login redirect happens exactly as for every other admin call.
 */
export async function pagedList<T>(
  path: string,
  args: Record<string, QueryValue>,
  signal: AbortSignal,
): Promise<{ data: PagedList<T> } | { error: ApiError }> {
  const url = withQuery(path, args);
  try {
    const response = await fetch(url, buildRequestInit(url, { signal }));
    if (response.status === 401) await apiRequest(url, { signal });
    const text = await response.text();
    const body = parseBody(text);
    if (!response.ok) throw new HttpError(response.status, text, body, response.statusText);
    const items = (Array.isArray(body) ? body : []) as T[];
    const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
    return { data: { items, total } };
  } catch (error) {
    if (error instanceof HttpError) {
      return { error: { status: error.status, message: error.message, data: error.body } };
    }
    return { error: { status: 0, message: String(error), data: null } };
  }
}
