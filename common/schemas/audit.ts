import { z } from 'zod';
import { AUDIT_ACTIONS } from '../constants.ts';
import { endOfDay, startOfDay } from '../dates.ts';
import { pageIndex, pageSize } from './pagination.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A time bound of the Activity filter: an ISO date and time, or a bare date read as that day in
 * Bangladesh (UTC+6, no daylight saving): its start for `from`, its end for `to`.
 */
const bound = (edge: 'start' | 'end') =>
  z
    .string({ error: 'must be a date' })
    .trim()
    .max(40, 'must be a date')
    .refine(
      (value) =>
        Number.isFinite(DATE_ONLY.test(value) ? startOfDay(value).getTime() : Date.parse(value)),
      'must be a date',
    )
    .transform((value) => {
      if (!DATE_ONLY.test(value)) return new Date(value);
      return edge === 'start' ? startOfDay(value) : endOfDay(value);
    })
    .optional();

/** GET /api/audit: newest first, filtered by who, what and when. */
export const auditQuery = z.object({
  limit: pageSize(20),
  pageNumber: pageIndex,
  /** The actor's email, exactly (any letter case). */
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .optional()
    .transform((v) => v || undefined),
  action: z.enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  from: bound('start'),
  to: bound('end'),
  /** One unit and those below it, for a caller who sees several (outside the scope: 404). */
  unitId: z.uuid('must be a unit id').optional(),
});

export type AuditQuery = z.output<typeof auditQuery>;

export const auditEventRow = z.object({
  _id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  targetId: z.string().nullable(),
  /** The target's name where the record still exists (places in the asker's language), else null. */
  targetName: z.string().nullable(),
  /** Whether that record is in the archive (then the screen links to the archive). */
  targetArchived: z.boolean(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEventRow = z.infer<typeof auditEventRow>;

export const auditPage = z.object({
  events: z.array(auditEventRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;
