import { useEffect, useState } from 'react';
import type { PublicationState } from '@sweepscout/shared';
import { useAdminPageQuery, type EditorialResource, type ListArgs } from '../api/adminApi';

export const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** Text typed in a search box, passed on once typing pauses (one request, not one per key). */
export function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** One page of a content list, searched, filtered and sorted by the server. */
export function useServerList<T>(resource: EditorialResource) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PublicationState | ''>('');
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' } | null>(null);
  const q = useSettled(search.trim());
  const args: ListArgs = {
    page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    state: state || undefined,
    sort: sort?.key,
    dir: sort?.dir,
  };
  const query = useAdminPageQuery({ resource, ...args }, { refetchOnMountOrArgChange: true });
  useEffect(() => setPage(1), [q, state, sort]);
  const total = query.data?.total ?? 0;
  return {
    query,
    records: (query.data?.items ?? []) as T[],
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    setPage,
    search,
    setSearch,
    state,
    setState,
    sort,
    /** Header click: ascending, then descending, then the screen's own order. */
    toggleSort: (key: string) =>
      setSort((current) =>
        current?.key !== key
          ? { key, dir: 'asc' }
          : current.dir === 'asc'
            ? { key, dir: 'desc' }
            : null,
      ),
  };
}
