import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import type { BloodRequestBody } from '../../../common/schemas/blood-requests.ts';
import { contactsPageQuery } from './contacts-query.ts';

export { contactsPageQuery, publicContactKeys } from './contacts-query.ts';

export function useContactsPage(pageNumber: number) {
  return useQuery({ ...contactsPageQuery(pageNumber), placeholderData: keepPreviousData });
}

/** Where the patient is, as far as the requester chose (division → union ids). */
export interface RequestLocationIds {
  divisionId?: string;
  districtId?: string;
  upazilaId?: string;
  unionId?: string;
}

/** POST /api/blood-request (public): the server sets the status and the times itself. */
export function useSendBloodRequest() {
  return useMutation({
    // Sent now or never by TanStack Query: offline, the form keeps it on the phone instead.
    networkMode: 'always',
    mutationFn: (body: Omit<BloodRequestBody, keyof RequestLocationIds> & RequestLocationIds) =>
      api.post<{ insertedId?: string; statusUrl?: string }>('/blood-request', body),
  });
}
