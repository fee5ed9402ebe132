import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MoneyReportState } from '../../common/schemas/money-reports.ts';
import type { Db, Tx } from '../db/client.ts';
import { blockedNumbers, bloodRequests, moneyReports } from '../db/schema.ts';
import { inScope, type Scope } from './scope.ts';

/**
 * Money reports and the block list (docs/decisions/059): a family's report of a number that asked
 * them for money, an admin's decision, and the one list of blocked numbers the whole installation
 * shares (every unit of a federation refuses and flags the same numbers).
 */

/** The live request a status token hashes to (its id and unit), or undefined. */
export async function requestOfStatusToken(db: Db | Tx, statusTokenHash: string) {
  const [row] = await db
    .select({ id: bloodRequests.id, unitId: bloodRequests.unitId })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.statusTokenHash, statusTokenHash), isNull(bloodRequests.archivedAt)));
  return row;
}

export async function reportsOfRequest(tx: Tx, requestId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(moneyReports)
    .where(eq(moneyReports.bloodRequestId, requestId));
  return row?.n ?? 0;
}

export async function insertMoneyReport(
  tx: Tx,
  report: { bloodRequestId: string; phone: string; note: string | null; reportedAt: Date },
) {
  const [row] = await tx.insert(moneyReports).values(report).returning();
  return row!;
}

/** The reports in one state whose request the scope sees, newest first (at most 200). */
export function moneyReportsIn(db: Db, state: MoneyReportState, scope: Scope) {
  return db
    .select({
      id: moneyReports.id,
      requestId: moneyReports.bloodRequestId,
      bloodGroup: bloodRequests.bloodGroup,
      place: bloodRequests.place,
      phone: moneyReports.phone,
      note: moneyReports.note,
      reportedAt: moneyReports.reportedAt,
      state: moneyReports.state,
      blocked: sql<boolean>`exists (select 1 from ${blockedNumbers} b where b.phone = ${moneyReports.phone} and b.lifted_at is null)`,
      reportsOfNumber: sql<number>`(select count(*)::int from ${moneyReports} m where m.phone = ${moneyReports.phone})`,
    })
    .from(moneyReports)
    .innerJoin(bloodRequests, eq(bloodRequests.id, moneyReports.bloodRequestId))
    .where(and(eq(moneyReports.state, state), inScope(bloodRequests.unitId, scope)))
    .orderBy(desc(moneyReports.reportedAt), asc(moneyReports.id))
    .limit(200);
}

/** A report whose request the scope sees, locked for its decision; undefined otherwise. */
export async function lockMoneyReport(tx: Tx, id: string, scope: Scope) {
  const [row] = await tx
    .select({
      id: moneyReports.id,
      requestId: moneyReports.bloodRequestId,
      phone: moneyReports.phone,
      state: moneyReports.state,
    })
    .from(moneyReports)
    .innerJoin(bloodRequests, eq(bloodRequests.id, moneyReports.bloodRequestId))
    .where(and(eq(moneyReports.id, id), inScope(bloodRequests.unitId, scope)))
    .for('update', { of: moneyReports });
  return row;
}

export async function decideMoneyReport(
  tx: Tx,
  id: string,
  state: MoneyReportState,
  by: string | null,
  now: Date,
) {
  await tx
    .update(moneyReports)
    .set({ state, decidedAt: now, decidedBy: by })
    .where(eq(moneyReports.id, id));
}

/** Puts the number on the block list (once: a live entry stays as it is); whether it was added. */
export async function blockNumber(
  tx: Tx,
  entry: { phone: string; reportId: string | null; blockedBy: string | null; blockedAt: Date },
): Promise<boolean> {
  const added = await tx
    .insert(blockedNumbers)
    .values(entry)
    .onConflictDoNothing({
      target: blockedNumbers.phone,
      where: sql`${blockedNumbers.liftedAt} is null`,
    })
    .returning({ id: blockedNumbers.id });
  return added.length > 0;
}

/** Which of these numbers are blocked now. */
export async function blockedAmong(db: Db | Tx, phones: string[]): Promise<Set<string>> {
  const wanted = [...new Set(phones.filter(Boolean))];
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ phone: blockedNumbers.phone })
    .from(blockedNumbers)
    .where(and(inArray(blockedNumbers.phone, wanted), isNull(blockedNumbers.liftedAt)));
  return new Set(rows.map((r) => r.phone));
}

/** The live block list, newest first (at most 1,000). */
export function liveBlockedNumbers(db: Db) {
  return db
    .select({ id: blockedNumbers.id, phone: blockedNumbers.phone, blockedAt: blockedNumbers.blockedAt })
    .from(blockedNumbers)
    .where(isNull(blockedNumbers.liftedAt))
    .orderBy(desc(blockedNumbers.blockedAt), asc(blockedNumbers.id))
    .limit(1000);
}

/** Lifts a live entry; its number, or undefined when there was none. */
export async function liftBlockedNumber(tx: Tx, id: string, by: string | null, now: Date) {
  const [row] = await tx
    .update(blockedNumbers)
    .set({ liftedAt: now, liftedBy: by })
    .where(and(eq(blockedNumbers.id, id), isNull(blockedNumbers.liftedAt)))
    .returning({ phone: blockedNumbers.phone });
  return row?.phone;
}
