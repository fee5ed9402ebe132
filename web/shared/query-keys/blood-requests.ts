/** The blood request lists' query keys (matching's keys are under them too). */

export type RequestKind = 'complete' | 'incomplete';

export const bloodRequestKeys = {
  all: ['blood-requests'] as const,
  list: (kind: RequestKind, limit: number, pageNumber: number) =>
    ['blood-requests', kind, limit, pageNumber] as const,
};
