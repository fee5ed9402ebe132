import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { sendBloodRequest, type BloodRequestInput } from '../../shared/blood-request-send.ts';
import { contactsPageQuery } from './contacts-query.ts';

export { contactsPageQuery, publicContactKeys } from './contacts-query.ts';

export function useContactsPage(pageNumber: number) {
  return useQuery({ ...contactsPageQuery(pageNumber), placeholderData: keepPreviousData });
}

export {
  sendBloodRequest,
  type BloodRequestInput,
  type RequestLocationIds,
} from '../../shared/blood-request-send.ts';

export function useSendBloodRequest() {
  return useMutation({
    // Sent now or never by TanStack Query: offline, the form keeps it on the phone instead.
    networkMode: 'always',
    mutationFn: ({ input, idempotencyKey }: { input: BloodRequestInput; idempotencyKey: string }) =>
      sendBloodRequest(input, idempotencyKey),
  });
}
