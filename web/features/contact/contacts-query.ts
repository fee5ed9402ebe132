import { answer, publicApi } from '../../foundation/api-client.ts';

/**
 * The public contact cards' query, in a module of its own: the router starts it together with
 * the contact page's code (web/app/router.tsx) without loading the page's other data code.
 */
export const publicContactKeys = {
  page: (pageNumber: number) => ['contacts', 'public', pageNumber] as const,
};

/** GET /api/contacts?pageNumber (public): one page of emergency contact cards. */
export const contactsPageQuery = (pageNumber: number) => ({
  queryKey: publicContactKeys.page(pageNumber),
  queryFn: () => answer(publicApi.GET('/api/contacts', { params: { query: { pageNumber } } })),
});
