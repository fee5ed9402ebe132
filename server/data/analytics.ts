import { and, asc, count, desc, eq, exists, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bloodRequests, donors, unitMembers, users } from '../db/schema.ts';
import { liveDonor } from './donors.ts';
import { liveBloodRequest } from './blood-requests.ts';
import { inScope, type Scope } from './scope.ts';

// Every figure here counts only the caller's units' donors and requests (docs/decisions/056-units.md):
// `scope` is the access check's, or that narrowed to one unit by the screen's unit filter.

/** Verified donors counted per blood group, and how many of them have details missing (same scan). */
export function verifiedDonorsByBloodGroup(db: Db, scope: Scope) {
  return db
    .select({
      bloodGroup: donors.bloodGroup,
      n: count(),
      missing: sql<number>`(count(*) filter (where ${donors.detailsMissing}))::int`,
    })
    .from(donors)
    .where(and(eq(donors.status, 'verified'), liveDonor, inScope(donors.unitId, scope)))
    .groupBy(donors.bloodGroup);
}

/** Blood requests marked done, counted per requested blood group. */
export function completedRequestsByBloodGroup(db: Db, scope: Scope) {
  return db
    .select({ bloodGroup: bloodRequests.bloodGroup, n: count() })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.status, 'done'), liveBloodRequest, inScope(bloodRequests.unitId, scope)))
    .groupBy(bloodRequests.bloodGroup);
}

/**
 * The families' answers (docs/decisions/066) over the live requests, not cancelled, whose blood
 * was needed from `since` up to `now`: one scan, each answer counted by a filter.
 */
export async function familyAnswerCounts(db: Db, scope: Scope, since: Date, now: Date) {
  const answered = (code: string) =>
    sql<number>`(count(*) filter (where ${bloodRequests.familyAnswer} = ${code}))::int`;
  const [row] = await db
    .select({
      given: answered('given'),
      notGiven: answered('notGiven'),
      notYet: answered('notYet'),
      noAnswer: sql<number>`(count(*) filter (where ${bloodRequests.familyAnswer} is null))::int`,
    })
    .from(bloodRequests)
    .where(
      and(
        liveBloodRequest,
        inScope(bloodRequests.unitId, scope),
        ne(bloodRequests.status, 'cancelled'),
        gte(bloodRequests.neededAt, since),
        lte(bloodRequests.neededAt, now),
      ),
    );
  return {
    given: Number(row?.given ?? 0),
    notGiven: Number(row?.notGiven ?? 0),
    notYet: Number(row?.notYet ?? 0),
    noAnswer: Number(row?.noAnswer ?? 0),
  };
}

/**
 * Admins and super admins, the newest first: email and role only. In a federation, a unit
 * admin's list holds the members of the units in scope (their colleagues), not every unit's.
 */
export function recentAdmins(db: Db, scope: Scope, limit: number) {
  return db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, ['admin', 'superAdmin']),
        scope.all
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(unitMembers)
                .where(
                  and(eq(unitMembers.userId, users.id), inScope(unitMembers.unitId, scope)),
                ),
            ),
      ),
    )
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Blood requests completed last. */
export function recentCompletedRequests(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      id: bloodRequests.id,
      patientName: bloodRequests.patientName,
      quantity: bloodRequests.quantity,
      bloodGroup: bloodRequests.bloodGroup,
    })
    .from(bloodRequests)
    .where(and(eq(bloodRequests.status, 'done'), liveBloodRequest, inScope(bloodRequests.unitId, scope)))
    .orderBy(
      sql`${bloodRequests.completedAt} desc nulls last`,
      desc(bloodRequests.createdAt),
      asc(bloodRequests.id),
    )
    .limit(limit);
}

/** Donors verified last. */
export function newlyVerifiedDonors(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      id: donors.id,
      name: donors.name,
      gender: donors.gender,
      bloodGroup: donors.bloodGroup,
    })
    .from(donors)
    .where(and(eq(donors.status, 'verified'), liveDonor, inScope(donors.unitId, scope)))
    .orderBy(sql`${donors.acceptedAt} desc nulls last`, desc(donors.createdAt), asc(donors.id))
    .limit(limit);
}

/** The dashboard sidebar badges: pending donor requests and incomplete blood requests, counted in SQL. */
export async function dashboardBadgeCounts(db: Db, scope: Scope) {
  const [[pending], [incomplete]] = await Promise.all([
    db
      .select({ n: count() })
      .from(donors)
      .where(and(eq(donors.status, 'pending'), liveDonor, inScope(donors.unitId, scope))),
    db
      .select({ n: count() })
      .from(bloodRequests)
      .where(and(
          eq(bloodRequests.status, 'incomplete'),
          liveBloodRequest,
          inScope(bloodRequests.unitId, scope),
        )),
  ]);
  return { pendingDonorRequests: pending?.n ?? 0, incompleteBloodRequests: incomplete?.n ?? 0 };
}
