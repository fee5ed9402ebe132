import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { ADDRESS_PAGE_SIZES } from '../../../common/constants.ts';
import type { UnionBody, VillageBody } from '../../../common/schemas/address.ts';
import type { Union, Upazila, Village } from '../../../common/schemas/geo.ts';
import { answer, api, readQuery } from '../../foundation/api-client.ts';
import type { ApiRead } from '../../foundation/api-read.ts';
import { addressListRead, type AddressKind } from '../../shared/query-keys/address.ts';
import { currentLanguage } from '../../i18n/language.ts';

/** The rows of each list. */
interface Kinds {
  upazila: Upazila;
  union: Union;
  village: Village;
}

interface Page<Row> {
  rows: Row[];
  pageCount: number;
  totalCount: number;
}
import { useUrlList, useUrlSearch } from '../../components/url-list.ts';

export type { AddressKind } from '../../shared/query-keys/address.ts';

/**
 * One address list's search text, page size (5 by default) and page, and its data in the reader's
 * language's alphabetical order (the server's, `lang`), kept in the
 * address under the list's own keys (`union.q`, `union.size`, `union.page`): three lists share
 * the screen. Changing the search or the page size starts again at page 0.
 */
export function useAddressList<K extends AddressKind>(kind: K) {
  const url = useUrlList({ prefix: kind, sizes: ADDRESS_PAGE_SIZES });
  const search = url.get('q');
  const [searchText, setSearchText] = useUrlSearch(search, (text) =>
    url.set({ q: text }, { replace: true }),
  );
  const { size: limit, page } = url;
  const setPage = (next: number) => url.setPage(Math.max(0, next));
  const setLimit = url.setSize;
  // In the reader's alphabetical order: switching the language asks for the list again.
  const params = { limit, page, search, lang: currentLanguage() };
  const query = useQuery({
    ...readQuery(addressListRead(kind, params) as ApiRead<Page<Kinds[K]>>),
    placeholderData: keepPreviousData,
  });
  return { searchText, setSearchText, limit, setLimit, page, setPage, query };
}

export type AddressList<K extends AddressKind> = ReturnType<typeof useAddressList<K>>;

/**
 * After a place is added, renamed or deleted: refetch every cached list of unions or villages,
 * ours and the registration cascade's (whatever its query keys are called), so none is stale.
 */
export function refreshPlaces(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some(
        (part) => typeof part === 'string' && /upazila|union|village/i.test(part),
      ),
  });
}

export const addUnion = (body: UnionBody) => answer(api.POST('/api/unions', { body }));
export const deleteUnion = (id: string) =>
  answer(api.DELETE('/api/unions/{id}', { params: { path: { id: Number(id) } } }));
export const addVillage = (body: VillageBody) => answer(api.POST('/api/villages', { body }));
/** PATCH a union's, village's or upazila's names (an upazila's Bangla name only); the place keeps its id. */
export const renamePlace = (
  kind: AddressKind,
  id: string,
  body: { name?: string; bn_name: string },
) =>
  answer(
    kind === 'upazila'
      ? api.PATCH('/api/upazilas/{id}', {
          params: { path: { id: Number(id) } },
          body: { bn_name: body.bn_name },
        })
      : kind === 'union'
        ? api.PATCH('/api/unions/{id}', { params: { path: { id: Number(id) } }, body })
        : api.PATCH('/api/villages/{id}', { params: { path: { id } }, body }),
  );
export const deleteVillage = (id: string) =>
  answer(api.DELETE('/api/villages/{id}', { params: { path: { id } } }));
