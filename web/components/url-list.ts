import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useDebouncedValue } from './list.ts';

export interface UrlListOptions {
  /** Several lists on one screen keep their own keys: `union.page`, `union.size`, ... */
  prefix?: string;
  /** The page sizes offered; the first is the default unless `defaultSize` says otherwise. */
  sizes: readonly number[];
  defaultSize?: number;
}

/** A value change of a list's URL: a string, several strings, or null/'' to remove the key. */
export type UrlListChange = Record<string, string | string[] | null | undefined>;

/**
 * A list's page, page size and any other state (sort, filters, search) kept in the address's
 * query string, so that reload, Back and a shared link show the same list. The page is 1-based in
 * the address (`?page=2`) and 0-based here, as the API counts pages. Defaults are left out of the
 * address; any change but the page starts again at the first page. Paging and choices add a
 * history entry (Back returns to them); typing a search replaces the current one.
 */
/**
 * A list's state as an address's query holds it: its page, page size and other values. A route
 * loader reads the same from the request's address as the screen does from its own.
 */
export function readUrlList(
  params: URLSearchParams,
  { prefix, sizes, defaultSize = sizes[0]! }: UrlListOptions,
) {
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const pageNumber = Number(params.get(key('page')));
  const sizeNumber = Number(params.get(key('size')));
  return {
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0,
    size: sizes.includes(sizeNumber) ? sizeNumber : defaultSize,
    /** Another value of the list's state ('' when absent). */
    get: (name: string) => params.get(key(name)) ?? '',
    getAll: (name: string) => params.getAll(key(name)),
  };
}

export function useUrlList({ prefix, sizes, defaultSize = sizes[0]! }: UrlListOptions) {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);
  const { page, size, get, getAll } = readUrlList(params, { prefix, sizes, defaultSize });

  const update = useCallback(
    (change: UrlListChange, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in change)) next.delete(key('page'));
          for (const [name, value] of Object.entries(change)) {
            next.delete(key(name));
            const values = Array.isArray(value) ? value : value ? [value] : [];
            for (const v of values) if (v !== '') next.append(key(name), v);
          }
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      ),
    [setParams, key],
  );

  return {
    page,
    size,
    get,
    getAll,
    setPage: (next: number) => update({ page: next > 0 ? String(next + 1) : null }),
    setSize: (next: number) => update({ size: next === defaultSize ? null : String(next) }),
    /** Sets other values (the page starts again at the first). */
    set: update,
  };
}

export type UrlList = ReturnType<typeof useUrlList>;

/**
 * A search box's text for a value kept in the address: what is typed shows at once, the address
 * follows once typing stops (replacing the current entry), and Back or a link puts the address's
 * text back into the box. A search that settles while the person is already on the way to
 * another page (a link tapped within the wait, its screen still loading) is dropped: writing it
 * would cancel that navigation and pull them back to the list.
 */
export function useUrlSearch(value: string, write: (text: string) => void, ms = 300) {
  const [typed, setTyped] = useState({ from: value, text: value });
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Known gap: a link tapped after the search has settled but before this effect runs (it runs
  // after the next paint) is not yet seen here, and the write then cancels its navigation.
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  // The address changed under the box (Back, a link): show its text.
  const text = typed.from === value || typed.text.trim() === value ? typed.text : value;
  const settled = useDebouncedValue(text.trim(), ms);
  useEffect(() => {
    if (!leaving && settled !== value && settled === text.trim()) write(settled);
    // Only a settled change writes; `value` catching up must not write back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, (next: string) => setTyped({ from: value, text: next })] as const;
}
