import type { Answer, Sent } from './renderAdmin';

/**
 * Answers a list request as the API does: `q` keeps the records whose `searched` text holds it,
 * `sort` and `dir` order them by the field of that name, `page` and `pageSize` cut one page, and
 * the total (X-Total-Count) counts every match. The screen's request decides what it is shown.
 */
export function answerPage<T extends object>(
  records: T[],
  { url }: Sent,
  searched: (record: T) => string,
): Answer {
  const q = url.searchParams.get('q')?.toLowerCase();
  const matches = q ? records.filter((r) => searched(r).toLowerCase().includes(q)) : [...records];
  const sort = url.searchParams.get('sort') as keyof T | null;
  if (sort) {
    const sign = url.searchParams.get('dir') === 'desc' ? -1 : 1;
    matches.sort((a, b) => sign * String(a[sort]).localeCompare(String(b[sort])));
  }
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  const page = Number(url.searchParams.get('page') ?? 1);
  return {
    body: matches.slice((page - 1) * pageSize, page * pageSize),
    total: matches.length,
  };
}

/** The query of a request as a plain object (`{ page: '1', pageSize: '25', ... }`). */
export const queryOf = (request: Sent) => Object.fromEntries(request.url.searchParams);
