import { useEffect, useState } from 'react';

/** The row serial (SL) counts across pages: page size x page index + 1 + row index. */
export function serial(pageSize: number, pageIndex: number, rowIndex: number): number {
  return pageSize * pageIndex + 1 + rowIndex;
}

/**
 * A zero-based page that starts again at 0 whenever `resetKey` changes (page size, sort, filters,
 * search). Derived during render, so the list never asks for a stale page.
 */
export function usePage(resetKey: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ key: resetKey, page: 0 });
  const page = paging.key === resetKey ? paging.page : 0;
  return [page, (next) => setPaging({ key: resetKey, page: next })];
}

/** The value, once it has stopped changing for `ms` (search boxes on slow connections). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
