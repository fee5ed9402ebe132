import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteFilter } from '../../../common/schemas/invitations.ts';
import { answer, api, readApi } from '../../app/api-client.ts';

/** The admins' side of inviting listed donors (common/schemas/invitations.ts, decisions/052). */

export const invitationKeys = { progress: ['invitations', 'progress'] as const };

/** GET /api/donors/invitations/progress (getInvitationProgress) */
export const progressQuery = {
  queryKey: invitationKeys.progress,
  queryFn: () => answer(readApi.GET('/api/donors/invitations/progress')),
};

export const useInvitationProgress = () => useQuery(progressQuery);

/** POST /api/donors/invitations (inviteDonors) with a filter; the progress is read again after. */
export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filter: InviteFilter) =>
      answer(api.POST('/api/donors/invitations', { body: { filter } })),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.progress }),
  });
}
