import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi, type Answer } from '../../foundation/api-client.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';

/** A donor's certificates as their admins see them (docs/decisions/060, 064). */

export type DonorCertificate = Answer<
  '/api/donors/{id}/certificates',
  'get'
>['certificates'][number];

// Under donorKeys.all, so that every donor change also refreshes an open list.
export const certificatesKey = (donorId: string) =>
  [...donorKeys.all, 'certificates', donorId] as const;

/** GET /api/donors/:id/certificates (newest first, revoked ones too). */
export function useDonorCertificates(donorId: string) {
  return useQuery({
    queryKey: certificatesKey(donorId),
    queryFn: () =>
      answer(readApi.GET('/api/donors/{id}/certificates', { params: { path: { id: donorId } } })),
  });
}

/** POST /api/donors/:id/certificate: a certificate of the milestone the donor has reached. */
export function useIssueCertificate(donorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      answer(api.POST('/api/donors/{id}/certificate', { params: { path: { id: donorId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: certificatesKey(donorId) }),
  });
}

/** POST /api/certificates/:code/revoke: its public page then says it no longer stands. */
export function useRevokeCertificate(donorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      answer(api.POST('/api/certificates/{code}/revoke', { params: { path: { code } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: certificatesKey(donorId) }),
  });
}
