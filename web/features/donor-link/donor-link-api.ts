import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, ApiError, linkApi, publicApi, type Body } from '../../foundation/api-client.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { retryUnlessAnswered } from '../../components/LinkPageState.tsx';

/**
 * The donor's own calls through the private link (common/schemas/donor-link.ts). No account and
 * no token: the link's token in the path is the key, so every call is a public one.
 */

export const donorLinkKeys = {
  view: (token: string) => ['donor-link', token] as const,
};

const byToken = (token: string) => ({ params: { path: { token } } });

/** GET /api/donor-link/:token; a 404 (unknown or revoked link) is final, not retried. */
export function useDonorLink(token: string) {
  return useQuery({
    queryKey: donorLinkKeys.view(token),
    queryFn: () => answer(publicApi.GET('/api/donor-link/{token}', byToken(token))),
    retry: retryUnlessAnswered,
    staleTime: 10_000,
  });
}

/** A write through the link; the page's view is read again after it. */
function useLinkMutation<V, R>(token: string, run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: donorLinkKeys.view(token) }),
  });
}

export const useAnswerAlert = (token: string) =>
  useLinkMutation(
    token,
    ({
      requestId,
      ...body
    }: { requestId: string } & Body<'/api/donor-link/{token}/alerts/{requestId}', 'post'>) =>
      answer(
        linkApi.POST('/api/donor-link/{token}/alerts/{requestId}', {
          params: { path: { token, requestId } },
          body,
        }),
      ),
  );

export const useReportDonation = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/donations', 'post'>) =>
    answer(linkApi.POST('/api/donor-link/{token}/donations', { ...byToken(token), body })),
  );

export const usePause = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/pause', 'post'>) =>
    answer(linkApi.POST('/api/donor-link/{token}/pause', { ...byToken(token), body })),
  );

export const usePhoneChange = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/phone-change', 'post'>) =>
    answer(linkApi.POST('/api/donor-link/{token}/phone-change', { ...byToken(token), body })),
  );

export const useChannels = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/channels', 'put'>) =>
    answer(linkApi.PUT('/api/donor-link/{token}/channels', { ...byToken(token), body })),
  );

/** PUT .../sharing: who may find the donor (their unit, or every unit of the federation). */
export const useSharing = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/sharing', 'put'>) =>
    answer(linkApi.PUT('/api/donor-link/{token}/sharing', { ...byToken(token), body })),
  );

export const useSavePushSubscription = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/push-subscription', 'post'>) =>
    answer(linkApi.POST('/api/donor-link/{token}/push-subscription', { ...byToken(token), body })),
  );

export const useDropPushSubscription = (token: string) =>
  useLinkMutation(token, () =>
    answer(linkApi.DELETE('/api/donor-link/{token}/push-subscription', byToken(token))),
  );

/** PUT .../details: the donor's choice about requests and the details their record lacks (decisions/052). */
export const useCompleteDetails = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/details', 'put'>) =>
    answer(linkApi.PUT('/api/donor-link/{token}/details', { ...byToken(token), body })),
  );

/** How a donor ends their own link: `revoke` (this link stops working) or `remove` (off the list too). */
export type LinkEnding = 'revoke' | 'remove';

/** POST .../revoke or .../remove: either way the link stops working; remove also archives the record. */
export const useEndLink = (token: string, kind: LinkEnding) =>
  useMutation({
    mutationFn: () =>
      answer(
        kind === 'revoke'
          ? linkApi.POST('/api/donor-link/{token}/revoke', byToken(token))
          : linkApi.POST('/api/donor-link/{token}/remove', byToken(token)),
      ),
  });

/** The words for a refusal: by the server's code where this page has them, else the general one. */
export function linkFailure(error: unknown): string {
  if (error instanceof ApiError && error.code && t.errors[error.code]) return t.errors[error.code]!;
  return t.failed;
}

/** PUT .../reminders: "you can give again" messages on or off (decisions/060). */
export const useReminders = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/reminders', 'put'>) =>
    answer(publicApi.PUT('/api/donor-link/{token}/reminders', { ...byToken(token), body })),
  );

/** PUT .../leaderboard: whether the public leader board shows the donor's name. */
export const useLeaderboardChoice = (token: string) =>
  useLinkMutation(token, (body: Body<'/api/donor-link/{token}/leaderboard', 'put'>) =>
    answer(publicApi.PUT('/api/donor-link/{token}/leaderboard', { ...byToken(token), body })),
  );

/** POST .../certificate: the donor's own certificate of the milestone reached. */
export const useOwnCertificate = (token: string) =>
  useLinkMutation(token, () =>
    answer(publicApi.POST('/api/donor-link/{token}/certificate', byToken(token))),
  );

/** GET .../bridges: the blood bridges the donor is asked onto (decisions/057, 062); read again after each write. */
export function useDonorBridges(token: string) {
  return useQuery({
    queryKey: [...donorLinkKeys.view(token), 'bridges'] as const,
    queryFn: () => answer(publicApi.GET('/api/donor-link/{token}/bridges', byToken(token))),
    retry: retryUnlessAnswered,
    staleTime: 10_000,
  });
}

/** PUT .../bridges/{patientId}: join (agreed) or leave a bridge. */
export const useBridgeAgreement = (token: string) =>
  useLinkMutation(
    token,
    ({
      patientId,
      ...body
    }: { patientId: string } & Body<'/api/donor-link/{token}/bridges/{patientId}', 'put'>) =>
      answer(
        linkApi.PUT('/api/donor-link/{token}/bridges/{patientId}', {
          params: { path: { token, patientId } },
          body,
        }),
      ),
  );

/** POST .../bridges/{patientId}/sessions: confirm or decline one of the donor's sessions. */
export const useSessionAnswer = (token: string) =>
  useLinkMutation(
    token,
    ({
      patientId,
      ...body
    }: { patientId: string } & Body<
      '/api/donor-link/{token}/bridges/{patientId}/sessions',
      'post'
    >) =>
      answer(
        linkApi.POST('/api/donor-link/{token}/bridges/{patientId}/sessions', {
          params: { path: { token, patientId } },
          body,
        }),
      ),
  );
