import { ADDRESS_PAGE_SIZES } from '../../../common/constants.ts';
import type { Language } from '../../../common/language.ts';
import { apiRead } from '../../foundation/api-read.ts';

/** The Address screen's three lists (upazilas, unions, villages), each paged and searched. */
export type AddressKind = 'upazila' | 'union' | 'village';

export interface AddressListParams {
  limit: number;
  page: number;
  search: string;
  /** The reader's language: the list comes in alphabetical order of its names in it. */
  lang: Language;
}

export const addressKeys = {
  all: ['address'] as const,
  list: (kind: AddressKind, params: AddressListParams) => ['address', kind, params] as const,
};

/**
 * A page of one of the lists: each kind's path and query names are the contract's, and each page
 * is kept as rows, page count and total.
 */
export const addressListRead = (kind: AddressKind, params: AddressListParams) => {
  const queryKey = addressKeys.list(kind, params);
  const search = params.search || undefined;
  if (kind === 'upazila')
    return apiRead({
      queryKey,
      path: '/api/upazilas',
      query: {
        upazilaLimit: params.limit,
        upazilaPageNumber: params.page,
        upazilaSearchData: search,
        lang: params.lang,
      },
      shape: (page) => ({
        rows: page.upazilas,
        pageCount: page.pageCount,
        totalCount: page.totalCount ?? page.upazilas.length,
      }),
    });
  if (kind === 'union')
    return apiRead({
      queryKey,
      path: '/api/unions',
      query: {
        unionLimit: params.limit,
        unionPageNumber: params.page,
        unionSearchData: search,
        lang: params.lang,
      },
      shape: (page) => ({
        rows: page.unions,
        pageCount: page.pageCount,
        totalCount: page.totalCount ?? page.unions.length,
      }),
    });
  return apiRead({
    queryKey,
    path: '/api/villages',
    query: {
      villageLimit: params.limit,
      villagePageNumber: params.page,
      villageSearchData: search,
      lang: params.lang,
    },
    shape: (page) => ({
      rows: page.villages,
      pageCount: page.pageCount,
      totalCount: page.totalCount ?? page.villages.length,
    }),
  });
};

/**
 * The first page of each list as the screen first asks for it: the default size, no search, in
 * the reader's language's order (the page's first reads are declared per language, so the early
 * reads ask for exactly what the screen then reads).
 */
export const firstAddressPage = (lang: Language): AddressListParams => ({
  limit: ADDRESS_PAGE_SIZES[0],
  page: 0,
  search: '',
  lang,
});
