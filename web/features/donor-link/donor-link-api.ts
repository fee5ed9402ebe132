import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, request } from '../../app/api.ts';
import type {
  AlertAnswerBody,
  AlertAnswerResult,
  ChannelsBody,
  ChannelsResult,
  DonorLinkView,
  PauseBody,
  PhoneChangeBody,
  PushSubscriptionBody,
  ReportDonationBody,
} from '../../../common/schemas/donor-link.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';

/**
 * The donor's own calls through the private link (common/schemas/donor-link.ts). No account and
 * no token: the link's token in the path is the key, so every call is a public one.
 */

export const donorLinkKeys = {
  view: (token: string) => ['donor-link', token] as const,
};

const base = (token: string) => `/donor-link/${encodeURIComponent(token)}`;

/** GET /api/donor-link/:token; a 404 (unknown or revoked link) is final, not retried. */
export function useDonorLink(token: string) {
  return useQuery({
    queryKey: donorLinkKeys.view(token),
    queryFn: () => api.get<DonorLinkView>(base(token)),
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
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
  useLinkMutation(token, ({ requestId, answer }: { requestId: string } & AlertAnswerBody) =>
    api.post<AlertAnswerResult>(`${base(token)}/alerts/${encodeURIComponent(requestId)}`, {
      answer,
    }),
  );

export const useReportDonation = (token: string) =>
  useLinkMutation(token, (body: ReportDonationBody) =>
    api.post<unknown>(`${base(token)}/donations`, body),
  );

export const usePause = (token: string) =>
  useLinkMutation(token, (body: PauseBody) => api.post<unknown>(`${base(token)}/pause`, body));

export const usePhoneChange = (token: string) =>
  useLinkMutation(token, (body: PhoneChangeBody) =>
    api.post<unknown>(`${base(token)}/phone-change`, body),
  );

export const useChannels = (token: string) =>
  useLinkMutation(token, (body: ChannelsBody) =>
    request<ChannelsResult>('PUT', `${base(token)}/channels`, { body }),
  );

export const useSavePushSubscription = (token: string) =>
  useLinkMutation(token, (body: PushSubscriptionBody) =>
    api.post<ChannelsResult>(`${base(token)}/push-subscription`, body),
  );

export const useDropPushSubscription = (token: string) =>
  useLinkMutation(token, () =>
    request<ChannelsResult>('DELETE', `${base(token)}/push-subscription`),
  );

/** How a donor ends their own link: `revoke` (this link stops working) or `remove` (off the list too). */
export type LinkEnding = 'revoke' | 'remove';

/** POST .../revoke or .../remove: either way the link stops working; remove also archives the record. */
export const useEndLink = (token: string, kind: LinkEnding) =>
  useMutation({ mutationFn: () => request<unknown>('POST', `${base(token)}/${kind}`) });

/** The words for a refusal: by the server's code where this page has them, else the general one. */
export function linkFailure(error: unknown): string {
  if (error instanceof ApiError && error.code && t.errors[error.code]) return t.errors[error.code]!;
  return t.failed;
}
