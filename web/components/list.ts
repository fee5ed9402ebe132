import { useEffect, useState } from 'react';

/** Spec 9: the row serial is page size x page index + 1 + row index. */
export function serial(pageSize: number, pageIndex: number, rowIndex: number): number {
  return pageSize * pageIndex + 1 + rowIndex;
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
