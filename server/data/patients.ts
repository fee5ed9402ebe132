import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bangladeshDay, DAY_MS, startOfDay } from '../../common/dates.ts';
import type { BridgeAgreement } from '../../common/schemas/patients.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  bridgeMembers,
  districts,
  divisions,
  donors,
  patients,
  patientStatusLinks,
  sessionSlots,
  unions,
  upazilas,
} from '../db/schema.ts';
import type { OptionalPlaceNames } from './place-chain.ts';
import { inScope, matchableIn, type Scope } from './scope.ts';

/**
 * Recurring patients, their bridges and the answers recorded at their sessions
 * (docs/decisions/057-blood-bridges.md). A patient belongs to one unit; a caller sees the
 * patients of the units in their scope, and another unit's patient is unknown (404).
 */

export type PatientRecord = typeof patients.$inferSelect;
export type NewPatient = typeof patients.$inferInsert;

const live = isNull(patients.archivedAt);

export async function insertPatient(tx: Tx, values: NewPatient) {
  const [row] = await tx.insert(patients).values(values).returning();
  return row!;
}

/** A live patient in the scope, locked for a change. */
export async function lockPatient(tx: Tx, id: string, scope: Scope) {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), live, inScope(patients.unitId, scope)))
    .for('update');
  return row;
}

/** A live patient in the scope (undefined: none, or another unit's). */
export async function findPatient(db: Db | Tx, id: string, scope: Scope) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), live, inScope(patients.unitId, scope)));
  return row;
}

const hospitalDivision = alias(divisions, 'hospital_division');
const hospitalDistrict = alias(districts, 'hospital_district');
const hospitalUpazila = alias(upazilas, 'hospital_upazila');
const hospitalUnion = alias(unions, 'hospital_union');

/** The names of the levels of a patient's hospital place, in Bengali and English (null where not set). */
export async function hospitalPlaceNames(db: Db | Tx, id: string): Promise<OptionalPlaceNames> {
  const [row] = await db
    .select({
      divisionName: hospitalDivision.bnName,
      districtName: hospitalDistrict.bnName,
      upazilaName: hospitalUpazila.bnName,
      unionName: hospitalUnion.bnName,
      divisionEnName: hospitalDivision.name,
      districtEnName: hospitalDistrict.name,
      upazilaEnName: hospitalUpazila.name,
      unionEnName: hospitalUnion.name,
    })
    .from(patients)
    .leftJoin(hospitalDivision, eq(hospitalDivision.id, patients.divisionId))
    .leftJoin(hospitalDistrict, eq(hospitalDistrict.id, patients.districtId))
    .leftJoin(hospitalUpazila, eq(hospitalUpazila.id, patients.upazilaId))
    .leftJoin(hospitalUnion, eq(hospitalUnion.id, patients.unionId))
    .where(eq(patients.id, id));
  return (
    row ?? {
      divisionName: null,
      districtName: null,
      upazilaName: null,
      unionName: null,
      divisionEnName: null,
      districtEnName: null,
      upazilaEnName: null,
      unionEnName: null,
    }
  );
}

export async function setPatient(tx: Tx, id: string, values: Partial<NewPatient>) {
  const [row] = await tx.update(patients).set(values).where(eq(patients.id, id)).returning();
  return row!;
}

/** The ids of the live patients in the scope, soonest next session first. */
export async function patientIdsIn(db: Db | Tx, scope: Scope): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(live, inScope(patients.unitId, scope)))
    .orderBy(asc(patients.nextSessionAt), asc(patients.id));
  return rows.map((r) => r.id);
}

/**
 * The live, unpaused patients of the scope with a session on `day` (the next session's date or a
 * whole number of intervals after it), by name, at most `limit`.
 */
export async function patientIdsWithSessionOn(db: Db | Tx, scope: Scope, day: string, limit: number) {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        live,
        isNull(patients.pausedAt),
        inScope(patients.unitId, scope),
        sql`${patients.nextSessionAt} <= ${day}::date`,
        sql`(${day}::date - ${patients.nextSessionAt}) % ${patients.intervalDays} = 0`,
      ),
    )
    .orderBy(asc(patients.name), asc(patients.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The first phone number of each of these donors (for the volunteer to call). */
export async function donorPhonesOf(db: Db | Tx, donorIds: string[]) {
  if (!donorIds.length) return new Map<string, string>();
  const rows = await db
    .select({ id: donors.id, phone: donors.phone1 })
    .from(donors)
    .where(inArray(donors.id, donorIds));
  return new Map(rows.map((r) => [r.id, r.phone]));
}

/** The bridge of a patient: every member who has not left, with what the screen shows of them. */
export async function bridgeOf(db: Db | Tx, patientId: string) {
  return db
    .select({
      donorId: bridgeMembers.donorId,
      name: donors.name,
      bloodGroup: donors.bloodGroup,
      gender: donors.gender,
      agreement: bridgeMembers.agreement,
      nextEligibleAt: donors.nextEligibleAt,
    })
    .from(bridgeMembers)
    .innerJoin(donors, eq(donors.id, bridgeMembers.donorId))
    .where(and(eq(bridgeMembers.patientId, patientId), ne(bridgeMembers.agreement, 'left')))
    .orderBy(asc(bridgeMembers.addedAt), asc(bridgeMembers.donorId));
}

/** The donors named for a bridge that the caller may find (their units', or shared with the federation), live. */
export async function donorsForBridge(tx: Tx, ids: string[], scope: Scope) {
  if (!ids.length) return [];
  return tx
    .select({
      id: donors.id,
      name: donors.name,
      bloodGroup: donors.bloodGroup,
      status: donors.status,
    })
    .from(donors)
    .where(
      and(
        inArray(donors.id, ids),
        isNull(donors.archivedAt),
        matchableIn(donors.unitId, donors.sharing, scope),
      ),
    );
}

/** How many other live patients' bridges each donor is on (members who have not left). */
export async function otherBridgesOf(tx: Tx, donorIds: string[], patientId: string) {
  const counts = new Map<string, number>();
  if (!donorIds.length) return counts;
  const rows = await tx
    .select({ donorId: bridgeMembers.donorId, n: sql<number>`count(*)::int` })
    .from(bridgeMembers)
    .innerJoin(patients, eq(patients.id, bridgeMembers.patientId))
    .where(
      and(
        inArray(bridgeMembers.donorId, donorIds),
        ne(bridgeMembers.patientId, patientId),
        ne(bridgeMembers.agreement, 'left'),
        live,
      ),
    )
    .groupBy(bridgeMembers.donorId);
  for (const row of rows) counts.set(row.donorId, row.n);
  return counts;
}

/** How many live bridges each donor is on (members who have not left). */
export async function bridgeCounts(db: Db | Tx, donorIds: string[]) {
  const counts = new Map<string, number>();
  if (!donorIds.length) return counts;
  const rows = await db
    .select({ donorId: bridgeMembers.donorId, n: sql<number>`count(*)::int` })
    .from(bridgeMembers)
    .innerJoin(patients, eq(patients.id, bridgeMembers.patientId))
    .where(and(inArray(bridgeMembers.donorId, donorIds), ne(bridgeMembers.agreement, 'left'), live))
    .groupBy(bridgeMembers.donorId);
  for (const row of rows) counts.set(row.donorId, row.n);
  return counts;
}

/** The live bridges a donor is on (not left ones), with what the donor's link shows of each. */
export async function membershipsOf(db: Db | Tx, donorId: string) {
  return db
    .select({
      patientId: patients.id,
      hospital: patients.hospital,
      intervalDays: patients.intervalDays,
      agreement: bridgeMembers.agreement,
    })
    .from(bridgeMembers)
    .innerJoin(patients, eq(patients.id, bridgeMembers.patientId))
    .where(and(eq(bridgeMembers.donorId, donorId), ne(bridgeMembers.agreement, 'left'), live))
    .orderBy(asc(bridgeMembers.addedAt));
}

/** Every member row of a patient's bridge, left ones too, locked. */
export async function lockBridge(tx: Tx, patientId: string) {
  return tx
    .select({ donorId: bridgeMembers.donorId, agreement: bridgeMembers.agreement })
    .from(bridgeMembers)
    .where(eq(bridgeMembers.patientId, patientId))
    .for('update');
}

export async function addBridgeMembers(tx: Tx, patientId: string, donorIds: string[]) {
  if (!donorIds.length) return;
  const start = Date.now();
  await tx
    .insert(bridgeMembers)
    // Each a millisecond after the one before, so the bridge keeps the order the donors were named in.
    .values(donorIds.map((donorId, i) => ({ patientId, donorId, addedAt: new Date(start + i) })))
    .onConflictDoUpdate({
      target: [bridgeMembers.patientId, bridgeMembers.donorId],
      set: { agreement: 'pending', addedAt: sql`excluded.added_at` },
    });
}

export async function setAgreement(
  tx: Tx,
  patientId: string,
  donorIds: string[],
  agreement: BridgeAgreement,
) {
  if (!donorIds.length) return;
  await tx
    .update(bridgeMembers)
    .set({ agreement })
    .where(and(eq(bridgeMembers.patientId, patientId), inArray(bridgeMembers.donorId, donorIds)));
}

/** The answer recorded for one donor at one session (undefined: none). */
export async function lockAnswer(tx: Tx, patientId: string, sessionOn: string, donorId: string) {
  const [row] = await tx
    .select()
    .from(sessionSlots)
    .where(
      and(
        eq(sessionSlots.patientId, patientId),
        eq(sessionSlots.sessionOn, sessionOn),
        eq(sessionSlots.donorId, donorId),
      ),
    )
    .for('update');
  return row;
}

/** Stores an answer; `askedAt` (with 'asked') starts its day to answer, else the last ask's time stays. */
export async function putAnswer(
  tx: Tx,
  values: {
    patientId: string;
    sessionOn: string;
    donorId: string;
    state: string;
    donationId?: string | null;
    askedAt?: Date;
  },
) {
  await tx
    .insert(sessionSlots)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [sessionSlots.patientId, sessionSlots.sessionOn, sessionSlots.donorId],
      set: {
        state: values.state,
        donationId: values.donationId ?? null,
        askedAt: values.askedAt ?? sql`${sessionSlots.askedAt}`,
        // An answer recorded replaces the app's "could not ask" (decisions/067).
        unreachableReason: null,
        updatedAt: new Date(),
      },
    });
}

/** The first Bangladesh day that starts at or after `at` (a rest or a pause ends then). */
function firstDayFrom(at: Date | null): string | null {
  if (!at) return null;
  const day = bangladeshDay(at);
  return startOfDay(day).getTime() < at.getTime() ? bangladeshDay(at.getTime() + DAY_MS) : day;
}

/**
 * What planning needs for `seed` patients: them and every live patient sharing a bridge donor
 * with them, and so on (one recursive query), so that shared donors are planned once across all
 * their bridges; their bridges, the donors' state and the answers from `from` on.
 */
export async function rotaState(db: Db | Tx, seed: string[], from: string) {
  if (!seed.length) return { patients: [], members: [], donors: [], answers: [] };
  const ids = sql.join(
    seed.map((id) => sql`${id}`),
    sql`, `,
  );
  const component = (
    (await db.execute(sql`
      with recursive comp(id) as (
        select unnest(array[${ids}]::uuid[])
        union
        select m2.patient_id from comp c
          join bridge_members m1 on m1.patient_id = c.id and m1.agreement <> 'left'
          join bridge_members m2 on m2.donor_id = m1.donor_id and m2.agreement <> 'left'
          join patients p on p.id = m2.patient_id and p.archived_at is null
      )
      select id::text as id from comp`)) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  const patientRows = await db
    .select()
    .from(patients)
    .where(and(inArray(patients.id, component), live))
    .orderBy(asc(patients.createdAt), asc(patients.id));
  const liveIds = patientRows.map((p) => p.id);
  if (!liveIds.length) return { patients: [], members: [], donors: [], answers: [] };
  const members = await db
    .select({ patientId: bridgeMembers.patientId, donorId: bridgeMembers.donorId })
    .from(bridgeMembers)
    .where(and(inArray(bridgeMembers.patientId, liveIds), ne(bridgeMembers.agreement, 'left')))
    .orderBy(asc(bridgeMembers.addedAt), asc(bridgeMembers.donorId));
  const donorRows = await db
    .select({
      id: donors.id,
      name: donors.name,
      gender: donors.gender,
      status: donors.status,
      archivedAt: donors.archivedAt,
      nextEligibleAt: donors.nextEligibleAt,
      lastDonatedAt: donors.lastDonatedAt,
      pausedUntil: donors.pausedUntil,
    })
    .from(donors)
    .where(
      inArray(
        donors.id,
        db
          .selectDistinct({ id: bridgeMembers.donorId })
          .from(bridgeMembers)
          .where(
            and(inArray(bridgeMembers.patientId, liveIds), ne(bridgeMembers.agreement, 'left')),
          ),
      ),
    );
  const answers = await db
    .select({
      patientId: sessionSlots.patientId,
      date: sessionSlots.sessionOn,
      donorId: sessionSlots.donorId,
      state: sessionSlots.state,
      askedAt: sessionSlots.askedAt,
      unreachableReason: sessionSlots.unreachableReason,
    })
    .from(sessionSlots)
    .where(and(inArray(sessionSlots.patientId, liveIds), sql`${sessionSlots.sessionOn} >= ${from}`));
  return {
    patients: patientRows,
    members,
    donors: donorRows.map((d) => ({
      id: d.id,
      name: d.name,
      gender: d.gender,
      usable: d.status === 'verified' && !d.archivedAt,
      eligibleFrom: firstDayFrom(d.nextEligibleAt),
      lastDonatedOn: d.lastDonatedAt ? bangladeshDay(d.lastDonatedAt) : null,
      pausedUntil: firstDayFrom(d.pausedUntil),
    })),
    answers,
  };
}

// ---------------------------------------------------------------- the guardian's status link

/** Ends the patient's live status link (at most one); the ended rows' ids. */
export function revokeStatusLinks(tx: Tx, patientId: string, at: Date) {
  return tx
    .update(patientStatusLinks)
    .set({ revokedAt: at })
    .where(and(eq(patientStatusLinks.patientId, patientId), isNull(patientStatusLinks.revokedAt)))
    .returning({ id: patientStatusLinks.id });
}

/** Stores a new status link (the token's hash and its nonce); when it was issued. */
export async function insertStatusLink(
  tx: Tx,
  link: { patientId: string; nonce: string; tokenHash: string; issuedBy: string | null },
) {
  const [row] = await tx
    .insert(patientStatusLinks)
    .values(link)
    .returning({ issuedAt: patientStatusLinks.issuedAt });
  return row!;
}

/** When the patient's live status link was issued (the live-link index). */
export async function liveStatusLink(db: Db | Tx, patientId: string) {
  const [row] = await db
    .select({ issuedAt: patientStatusLinks.issuedAt })
    .from(patientStatusLinks)
    .where(and(eq(patientStatusLinks.patientId, patientId), isNull(patientStatusLinks.revokedAt)));
  return row;
}

/** The live patient a live status link opens (by the token's hash; the token index). */
export async function patientOfStatusLink(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: patients.id,
      hospital: patients.hospital,
      intervalDays: patients.intervalDays,
      bagsPerSession: patients.bagsPerSession,
      pausedAt: patients.pausedAt,
    })
    .from(patientStatusLinks)
    .innerJoin(patients, eq(patients.id, patientStatusLinks.patientId))
    .where(
      and(
        eq(patientStatusLinks.tokenHash, tokenHash),
        isNull(patientStatusLinks.revokedAt),
        live,
      ),
    );
  return row;
}
