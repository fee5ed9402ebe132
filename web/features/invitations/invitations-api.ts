import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationProgress, InviteFilter } from '../../../common/schemas/invitations.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';

/** The admins' side of inviting listed donors (common/schemas/invitations.ts, decisions/052). */

export const invitationKeys = {
  progress: ['invitations', 'progress'] as const,
  ofImport: (importJobId: string) => ['invitations', 'progress', { importJobId }] as const,
};

/** GET /api/donors/invitations/progress (getInvitationProgress): the whole community's. */
export const progressQuery = {
  queryKey: invitationKeys.progress,
  queryFn: () => answer(readApi.GET('/api/donors/invitations/progress')),
};

/** The same counts of the donors one import created (?importJobId=). */
export const importProgressQuery = (importJobId: string) => ({
  queryKey: invitationKeys.ofImport(importJobId),
  queryFn: () =>
    answer(readApi.GET('/api/donors/invitations/progress', { params: { query: { importJobId } } })),
});

export const useInvitationProgress = (importJobId?: string | null) =>
  useQuery<InvitationProgress>(importJobId ? importProgressQuery(importJobId) : progressQuery);

/** Whom an Invite action asks: a filter's donors, or the donors of one import. */
export type InviteTarget = { filter: InviteFilter } | { importJobId: string };

/** POST /api/donors/invitations (inviteDonors); every progress is read again after. */
export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteTarget) => answer(api.POST('/api/donors/invitations', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.progress }),
  });
}
