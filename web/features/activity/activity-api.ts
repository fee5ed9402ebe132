import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditAction } from '../../../common/constants.ts';
import { endOfDay, startOfDay } from '../../../common/dates.ts';
import { answer, readApi, type Answer } from '../../foundation/api-client.ts';

export type AuditPage = Answer<'/api/audit', 'get'>;
/** One audit event: who did what to which row, and the fields the change carried. */
export type AuditEvent = AuditPage['events'][number];

export interface AuditFilters {
  limit: number;
  pageNumber: number;
  actor: string;
  /** An action code, '' for every action. */
  action: string;
  /** Start of the first day in Bangladesh, ISO ('' for no bound). */
  from: string;
  /** End of the last day in Bangladesh (the next day's start), ISO ('' for no bound). */
  to: string;
  /** One unit and those below it ('' for all the caller's units). */
  unitId: string;
}

export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters) => ['audit', filters] as const,
};

const isAuditAction = (code: string): code is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(code);

/** GET /api/audit (admins, of their units): the audit trail, newest first, paged on the server. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: () =>
      answer(
        readApi.GET('/api/audit', {
          params: {
            query: {
              ...filters,
              action: isAuditAction(filters.action) ? filters.action : undefined,
              unitId: filters.unitId || undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The days picked (YYYY-MM-DD, '' for none) → the instants the audit trail is filtered between: from
 * the start of the first Bangladesh day to the end of the last, whatever the phone's own time zone.
 */
export function auditPeriod(from: string, to: string): Pick<AuditFilters, 'from' | 'to'> {
  return {
    from: from ? startOfDay(from).toISOString() : '',
    to: to ? endOfDay(to).toISOString() : '',
  };
}
