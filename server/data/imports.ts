import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { EligibilityDays } from '../../common/constants.ts';
import type { ListedDonor } from '../../common/schemas/donors.ts';
import type { DatePrecision } from '../../common/import-values.ts';
import type { ImportOptions, ImportRowStatus } from '../../common/schemas/imports.ts';
import type { Db, Tx } from '../db/client.ts';
import { districts, divisions, donations, donors, unions, units, upazilas } from '../db/schema.ts';
import { refreshDerived } from './donor-derived.ts';

/** What the writing of an import reads of a checked sheet row (the route's CheckedRow has these fields). */
export interface CheckedRow {
  status: ImportRowStatus;
  donor?: ListedDonor;
  lastDonation?: string;
  lastDonationPrecision?: DatePrecision;
  existingId?: string;
}

/** What one chunk of an import did to its rows. */
export interface ChunkCounts {
  created: number;
  updated: number;
  skipped: number;
  errors: number;
}

/** A registered donor as an import meets it: its id and its unit (null: the federation's queue). */
interface Holder {
  id: string;
  unitId: string | null;
}

/** Live donors holding any of these numbers (as first or second number), by number, read inside the chunk's transaction. */
async function holders(tx: Tx, phones: string[]): Promise<Map<string, Holder>> {
  const found = new Map<string, Holder>();
  if (!phones.length) return found;
  const rows = await tx
    .select({ id: donors.id, unitId: donors.unitId, phone1: donors.phone1, phone2: donors.phone2 })
    .from(donors)
    .where(
      and(
        isNull(donors.archivedAt),
        or(inArray(donors.phone1, phones), inArray(donors.phone2, phones)),
      ),
    );
  for (const r of rows) {
    const holder = { id: r.id, unitId: r.unitId };
    found.set(r.phone1, holder);
    if (r.phone2) found.set(r.phone2, holder);
  }
  return found;
}

/**
 * Writes one chunk of checked rows inside the caller's transaction (docs/decisions/053). The whole
 * file was checked when the job started (numbers repeated in the file, date orders, fill from
 * above); here each row's registration is checked again against the donors of this moment, so a
 * number registered since (or by an earlier chunk) is already registered, never a second donor:
 * new donors (verified with the acceptance time now, or pending) with their last donation as
 * history, and for rows whose number is registered either nothing or the registered donor's empty
 * fields (second number, a donation on a date the history lacks). A row the start found
 * registered whose donor was archived since is skipped (imported by importing the file again).
 * A new donor records the job that created it (import_job_id), so that the import can be invited
 * and its progress followed (docs/decisions/052), and goes into the job's unit. A registered donor
 * of another unit is that unit's: never a second donor, and never filled in from the row (skipped);
 * a donor of the job's unit or of the queue is filled in as the options say.
 */
export async function writeChunk(
  tx: Tx,
  rows: CheckedRow[],
  options: ImportOptions,
  recordedBy: string | null,
  now: Date,
  days: EligibilityDays,
  importJobId: string,
  unitId: string | null,
): Promise<ChunkCounts> {
  const counts: ChunkCounts = { created: 0, updated: 0, skipped: 0, errors: 0 };
  const phones = rows.flatMap((r) =>
    r.status === 'new' && r.donor
      ? [r.donor.number1, ...(r.donor.number2 ? [r.donor.number2] : [])]
      : [],
  );
  const registered = await holders(tx, [...new Set(phones)]);
  const namedIds = rows.flatMap((r) =>
    r.status === 'duplicate' && r.existingId ? [r.existingId] : [],
  );
  const live = new Map(
    namedIds.length
      ? (
          await tx
            .select({ id: donors.id, unitId: donors.unitId })
            .from(donors)
            .where(and(inArray(donors.id, namedIds), isNull(donors.archivedAt)))
        ).map((r) => [r.id, r.unitId] as const)
      : [],
  );
  const fillable = (holderUnit: string | null | undefined) =>
    holderUnit === null || holderUnit === unitId;

  const fresh: (CheckedRow & { donor: NonNullable<CheckedRow['donor']> })[] = [];
  const duplicates: CheckedRow[] = [];
  for (const row of rows) {
    if (row.status === 'error' || (row.status === 'new' && !row.donor)) counts.errors += 1;
    else if (row.status === 'duplicate') {
      if (row.existingId && live.has(row.existingId) && fillable(live.get(row.existingId)))
        duplicates.push(row);
      else counts.skipped += 1;
    } else {
      const donor = row.donor!;
      const holder = registered.get(donor.number1);
      if (holder && !fillable(holder.unitId)) counts.skipped += 1;
      else if (holder) duplicates.push({ ...row, status: 'duplicate', existingId: holder.id });
      else if (donor.number2 && registered.has(donor.number2)) counts.errors += 1;
      else fresh.push({ ...row, donor });
    }
  }

  const touched: string[] = [];
  if (fresh.length) {
    const inserted = await tx
      .insert(donors)
      .values(
        fresh.map(({ donor }) => ({
          name: donor.name,
          birthDate: donor.age ?? null,
          gender: donor.gender ?? null,
          phone1: donor.number1,
          phone2: donor.number2 ?? null,
          bloodGroup: donor.bloodGroup,
          divisionId: donor.division,
          districtId: donor.district,
          upazilaId: donor.upazila,
          unionId: donor.union,
          village: donor.village,
          status: options.status,
          acceptedAt: options.status === 'verified' ? now : null,
          donationCount: 0,
          contactConsent: donor.contactConsent,
          consentAt: now,
          consentSource: 'import',
          importJobId,
          unitId,
        })),
      )
      .returning({ id: donors.id, phone1: donors.phone1 });
    counts.created = inserted.length;
    const idByPhone = new Map(inserted.map((r) => [r.phone1, r.id]));
    const history = fresh
      .filter((r) => r.lastDonation)
      .map((r) => ({
        donorId: idByPhone.get(r.donor.number1)!,
        donatedAt: r.lastDonation!,
        precision: r.lastDonationPrecision ?? 'day',
        kind: 'whole_blood',
        recordedBy,
      }));
    if (history.length) {
      await tx.insert(donations).values(history);
      touched.push(...history.map((h) => h.donorId));
    }
  }

  if (options.duplicates === 'skip') counts.skipped += duplicates.length;
  else {
    for (const row of duplicates) {
      const changed = await fillEmpty(tx as unknown as Db, row, recordedBy);
      if (changed) {
        counts.updated += 1;
        if (row.lastDonation) touched.push(row.existingId!);
      } else counts.skipped += 1;
    }
  }
  if (touched.length)
    await refreshDerived(
      tx,
      sql`d.id in (${sql.join(
        touched.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
      days,
    );
  return counts;
}

/** A registered donor's empty fields from the row: the second number, and the last donation if the history lacks that date. */
async function fillEmpty(tx: Db, row: CheckedRow, recordedBy: string | null): Promise<boolean> {
  const id = row.existingId!;
  let changed = false;
  const number2 = row.donor?.number2;
  if (number2 && number2 !== row.donor?.number1) {
    const [taken] = await tx
      .select({ id: donors.id })
      .from(donors)
      .where(
        and(
          isNull(donors.archivedAt),
          sql`(${donors.phone1} = ${number2} or ${donors.phone2} = ${number2})`,
        ),
      )
      .limit(1);
    if (!taken) {
      const set = await tx
        .update(donors)
        .set({ phone2: number2 })
        .where(and(eq(donors.id, id), isNull(donors.phone2)))
        .returning({ id: donors.id });
      changed ||= set.length > 0;
    }
  }
  if (row.lastDonation) {
    const [had] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.donorId, id), eq(donations.donatedAt, row.lastDonation)))
      .limit(1);
    if (!had) {
      await tx.insert(donations).values({
        donorId: id,
        donatedAt: row.lastDonation,
        precision: row.lastDonationPrecision ?? 'day',
        kind: 'whole_blood',
        recordedBy,
      });
      changed = true;
    }
  }
  return changed;
}

/**
 * After a large import the planner's statistics on donors and donations are stale (the lists
 * could pick a slow plan until autovacuum catches up): refresh them. Outside the transaction.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze donors`);
  await db.execute(sql`analyze donations`);
}

/**
 * Every place of the four levels with its parent (none for a division) and names: the import's
 * checks hold them in memory, and an export finds the names that do not lead back to one place.
 */
export function allPlaceNames(db: Db) {
  return Promise.all([
    db.select({ id: divisions.id, name: divisions.name, bnName: divisions.bnName }).from(divisions),
    db
      .select({
        id: districts.id,
        parent: districts.divisionId,
        name: districts.name,
        bnName: districts.bnName,
      })
      .from(districts),
    db
      .select({
        id: upazilas.id,
        parent: upazilas.districtId,
        name: upazilas.name,
        bnName: upazilas.bnName,
      })
      .from(upazilas),
    db
      .select({ id: unions.id, parent: unions.upazilaId, name: unions.name, bnName: unions.bnName })
      .from(unions),
  ]);
}

/**
 * Live donors holding any of these numbers (as first or second number), with their unit and its
 * names (null: the federation's queue), for a sheet's check.
 */
export function liveDonorsWithPhones(db: Db, phones: string[]) {
  return db
    .select({
      id: donors.id,
      phone1: donors.phone1,
      phone2: donors.phone2,
      unitId: donors.unitId,
      unitNameBn: units.nameBn,
      unitNameEn: units.nameEn,
    })
    .from(donors)
    .leftJoin(units, eq(units.id, donors.unitId))
    .where(
      and(
        isNull(donors.archivedAt),
        or(inArray(donors.phone1, phones), inArray(donors.phone2, phones)),
      ),
    );
}
