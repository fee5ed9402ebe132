import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ImportOptions, ImportResult } from '../../../common/schemas/imports.ts';
import type { Db } from '../../db/client.ts';
import { donations, donors } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { refreshDerived } from '../donations/derived.ts';
import { lockEligibility } from '../settings/repository.ts';
import { checkRows, type CheckedRow, type Places, type RowMapping } from './check-rows.ts';
import type { SheetRow } from './read-sheet.ts';

const BATCH = 500;

/** Someone registered one of the file's numbers between the check and the write. */
export class ImportRaceError extends Error {}

/**
 * Writes the good rows of a sheet in one transaction: new donors (verified with the acceptance
 * time now, or pending), their last donation as history, and for rows whose number is already
 * registered, either nothing or the registered donor's empty fields (second number, a donation on
 * a date the history lacks). The rows are checked again inside the transaction, against the
 * donors of that moment; a failure anywhere writes nothing.
 */
export async function confirmImport(
  db: Db,
  sheetRows: SheetRow[],
  mapping: RowMapping,
  options: ImportOptions & { fillDown: boolean },
  recordedBy: string | null,
  now: Date,
  /** The geography, read before the transaction (its four reads go in parallel on the pool). */
  places: Places,
): Promise<ImportResult> {
  try {
    return await db.transaction(async (tx) => {
      const days = await lockEligibility(tx);
      // One import at a time; a registration racing it is caught by the unique first-number index.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('donor-import'))`);
      const rows = await checkRows(tx as unknown as Db, sheetRows, mapping, places, options.fillDown);
      const fresh = rows.filter((r): r is CheckedRow & { donor: NonNullable<CheckedRow['donor']> } => r.status === 'new' && !!r.donor);
      const touched: string[] = [];

      for (let i = 0; i < fresh.length; i += BATCH) {
        const batch = fresh.slice(i, i + BATCH);
        const inserted = await tx
          .insert(donors)
          .values(
            batch.map(({ donor }) => ({
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
            })),
          )
          .returning({ id: donors.id, phone1: donors.phone1 });
        const idByPhone = new Map(inserted.map((r) => [r.phone1, r.id]));
        const history = batch
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

      let updated = 0;
      let skipped = 0;
      const duplicates = rows.filter((r) => r.status === 'duplicate');
      if (options.duplicates === 'skip') skipped = duplicates.length;
      else {
        for (const row of duplicates) {
          const changed = await fillEmpty(tx as unknown as Db, row, recordedBy);
          if (changed) {
            updated += 1;
            if (row.lastDonation) touched.push(row.existingId!);
          } else skipped += 1;
        }
      }

      for (let i = 0; i < touched.length; i += BATCH) {
        const ids = touched.slice(i, i + BATCH);
        await refreshDerived(tx, sql`d.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`, days);
      }
      return {
        created: fresh.length,
        updated,
        skipped,
        errors: rows.filter((r) => r.status === 'error').length,
        status: options.status,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ImportRaceError('A number in the file was registered meanwhile');
    }
    throw error;
  }
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
      .where(and(isNull(donors.archivedAt), sql`(${donors.phone1} = ${number2} or ${donors.phone2} = ${number2})`))
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
      await tx.insert(donations).values({ donorId: id, donatedAt: row.lastDonation, precision: row.lastDonationPrecision ?? 'day', kind: 'whole_blood', recordedBy });
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

