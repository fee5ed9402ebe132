import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditAction } from '../../../common/constants.ts';
import { answer, readApi, type Answer } from '../../app/api-client.ts';

export type AuditPage = Answer<'/api/audit', 'get'>;
/** One audit event: who did what to which row, and the fields the change carried. */
export type AuditEvent = AuditPage['events'][number];

export interface AuditFilters {
  limit: number;
  pageNumber: number;
  actor: string;
  /** An action code, '' for every action. */
  action: string;
  /** Start of the first day, ISO. */
  from: string;
  /** Start of the day after the last day, ISO. */
  to: string;
}

export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters) => ['audit', filters] as const,
};

const isAuditAction = (code: string): code is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(code);

/** GET /api/audit (super admin): the audit trail, newest first, paged on the server. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: () =>
      answer(
        readApi.GET('/api/audit', {
          params: { query: { ...filters, action: isAuditAction(filters.action) ? filters.action : undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A date picked on the phone (YYYY-MM-DD) → the ISO time its day starts, in the phone's zone. */
export function dayStartIso(day: string, nextDay = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
}
