import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/** One audit event: who did what to which row, and the fields the change carried. */
export interface AuditEvent {
  _id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  target: string;
  targetId: string | null;
  /** The target's name where the record still exists, else null. */
  targetName: string | null;
  targetArchived: boolean;
  changes: Record<string, unknown> | null;
}

export interface AuditPage {
  events: AuditEvent[];
  pageCount: number;
  totalCount?: number;
}

export interface AuditFilters {
  limit: number;
  pageNumber: number;
  actor: string;
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

/** GET /api/audit (super admin): the audit trail, newest first, paged on the server. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: () => api.read<AuditPage>('/audit', { ...filters }),
    placeholderData: keepPreviousData,
  });
}

/** A date picked on the phone (YYYY-MM-DD) → the ISO time its day starts, in the phone's zone. */
export function dayStartIso(day: string, nextDay = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
}
