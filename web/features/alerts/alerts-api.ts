import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { answer, api, readApi, type Body } from '../../foundation/api-client.ts';
import { bloodRequestKeys } from '../../shared/query-keys/blood-requests.ts';
import { donorKeys } from '../../shared/query-keys/donors.ts';
import { dashboardKeys } from '../../shared/query-keys/dashboard.ts';

/** The admin's side of reaching donors: alerts for a request, donors' private links, phone changes. */

export const alertKeys = {
  // Under the request's key, so that every change to the request reads its alerts again too.
  alerts: (requestId: string) => [...bloodRequestKeys.all, 'one', requestId, 'alerts'] as const,
  pledges: (requestId: string) => [...bloodRequestKeys.all, 'one', requestId, 'pledges'] as const,
  phoneChanges: [...donorKeys.all, 'phone-changes'] as const,
};

/** How often an open request's alerts are read again (only while the page is visible). */
export const ALERTS_REFRESH_MS = 4_000;

const byId = (id: string) => ({ params: { path: { id } } });

/**
 * GET /api/blood-request/:id/alerts. While the request is open and has alerts, the list refreshes
 * every few seconds (TanStack Query pauses in a hidden tab): a donor may answer, or change an
 * answer, at any time. A change in the answers reads the pledges again, since a donor's "yes"
 * becomes a pledge to confirm.
 */
export function useAlerts(requestId: string, live = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: alertKeys.alerts(requestId),
    queryFn: () => answer(readApi.GET('/api/blood-request/{id}/alerts', byId(requestId))),
    refetchInterval: (q) => (live && q.state.data?.alerts.length ? ALERTS_REFRESH_MS : false),
  });
  // The answers as one text ("d1:yes,d2:no"), so that a changed answer counts as a change too.
  const answered = query.data?.alerts
    .filter((alert) => alert.answer !== null)
    .map((alert) => `${alert.donorId}:${alert.answer}`)
    .join(',');
  const seen = useRef(answered);
  useEffect(() => {
    if (answered !== undefined && seen.current !== undefined && answered !== seen.current) {
      void client.invalidateQueries({ queryKey: alertKeys.pledges(requestId) });
      void client.invalidateQueries({ queryKey: dashboardKeys.counts });
    }
    seen.current = answered;
  }, [answered, client, requestId]);
  return query;
}

/** POST /api/blood-request/:id/alerts: the top matches, or the donors ticked. */
export function useSendAlerts(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/api/blood-request/{id}/alerts', 'post'>) =>
      answer(api.POST('/api/blood-request/{id}/alerts', { ...byId(requestId), body })),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.alerts(requestId) }),
  });
}

/**
 * POST /api/blood-request/:id/alerts/:donorId/text (docs/decisions/066): a "ready to copy"
 * alert's text with the donor's link issued now; given once, so it is shown from this answer only.
 */
export function useGetAlertText(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (donorId: string) =>
      answer(
        api.POST('/api/blood-request/{id}/alerts/{donorId}/text', {
          params: { path: { id: requestId, donorId } },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.alerts(requestId) }),
  });
}

/** POST /api/donors/:id/link: a new private link (any older one stops working); shown this once. */
export const useIssueLink = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (donorId: string) => answer(api.POST('/api/donors/{id}/link', byId(donorId))),
    // The donor rows say when the live link was issued (read again without holding up the answer).
    onSuccess: () => void client.invalidateQueries({ queryKey: donorKeys.all }),
  });
};

/** DELETE /api/donors/:id/link. */
export const useRevokeLink = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (donorId: string) => answer(api.DELETE('/api/donors/{id}/link', byId(donorId))),
    onSuccess: () => void client.invalidateQueries({ queryKey: donorKeys.all }),
  });
};

/** GET /api/phone-changes: the numbers donors asked for, oldest first. */
export function usePhoneChanges() {
  return useQuery({
    queryKey: alertKeys.phoneChanges,
    queryFn: () => answer(readApi.GET('/api/phone-changes')),
  });
}

/** POST /api/phone-changes/:id/approve | reject; an approval changes the donor's number in every list. */
export function useDecidePhoneChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      answer(
        decision === 'approve'
          ? api.POST('/api/phone-changes/{id}/approve', byId(id))
          : api.POST('/api/phone-changes/{id}/reject', byId(id)),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: donorKeys.all }),
  });
}

/** A Bangladeshi mobile number (01XXXXXXXXX) as wa.me wants it: the country code, no leading zero. */
export const whatsAppNumber = (number: string) => `880${number.replace(/^0/, '')}`;

/** A WhatsApp chat with that number, the text ready to send. */
export const whatsAppTo = (number: string, text: string) =>
  `https://wa.me/${whatsAppNumber(number)}?text=${encodeURIComponent(text)}`;
