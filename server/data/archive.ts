import { and, count, desc, eq, gt, inArray, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { ARCHIVE_RESTORE_DAYS, type ArchiveKind } from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { inScope, type Scope } from './scope.ts';
import {
  auditEvents,
  bloodRequests,
  contacts,
  donations,
  donorLinks,
  donors,
  images,
  patients,
  phoneChanges,
  pushSubscriptions,
  users,
} from '../db/schema.ts';

const DAY_MS = 86_400_000;

/** The archived rows of each kind, and the column that names one on the archive screen. */
const TABLES = {
  donor: { table: donors, label: donors.name },
  bloodRequest: { table: bloodRequests, label: bloodRequests.patientName },
  contact: { table: contacts, label: contacts.name },
  patient: { table: patients, label: patients.name },
} as const;

/**
 * The scope's condition on an archived row: a donor's, a request's or a recurring patient's unit; a
 * contact belongs to no unit (its archive is a super admin's: server/policy.ts canUseArchiveOf).
 */
function archiveInScope(kind: ArchiveKind, scope: Scope) {
  if (kind === 'donor') return inScope(donors.unitId, scope);
  if (kind === 'bloodRequest') return inScope(bloodRequests.unitId, scope);
  if (kind === 'patient') return inScope(patients.unitId, scope);
  return undefined;
}

/** The oldest archive time that may still be restored at `now`. */
export const restoreCutoff = (now: Date) => new Date(now.getTime() - ARCHIVE_RESTORE_DAYS * DAY_MS);

/** One page of one kind's archive, newest archived first (the partial archived_at index). */
export async function pageArchive(
  db: Db,
  kind: ArchiveKind,
  options: { limit: number; page: number },
  scope: Scope,
) {
  const { table, label } = TABLES[kind];
  // A purged donor kept only as the anchor of its donation history (emptied phone) is not listed.
  const where = and(
    isNotNull(table.archivedAt),
    kind === 'donor' ? ne(donors.phone1, '') : undefined,
    archiveInScope(kind, scope),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: table.id, label, archivedAt: table.archivedAt, archivedBy: users.email })
      .from(table)
      .leftJoin(users, eq(users.id, table.archivedBy))
      .where(where)
      .orderBy(desc(table.archivedAt), desc(table.id))
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, archivedAt: r.archivedAt! })), total: total?.n ?? 0 };
}

/** Takes the personal values out of the events about purged rows of one kind (by id, 1,000 at a time). */
async function scrubEventsOf(tx: Tx, target: ArchiveKind, ids: string[]) {
  const scrubbed = sql`audit_events_scrubbed(${auditEvents.changes})`;
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .update(auditEvents)
      .set({ changes: scrubbed })
      .where(
        and(
          eq(auditEvents.target, target),
          inArray(auditEvents.targetId, ids.slice(i, i + 1000)),
          sql`${scrubbed} <> ${auditEvents.changes}`,
        ),
      );
  }
}

/**
 * The purge job's writes (server/domain/archive.ts runs them with their events): removes rows
 * archived before the restore window. Blood requests, contacts (with the contact's image) and
 * recurring patients (with their bridges and session answers; the donations their donors gave stay
 * in the donors' histories) go.
 * A donor with donation history stays as the anchor of that history, which the analytics still
 * count, but loses name, phones and village; a donor without donations goes. Answers the ids of
 * each kind removed or emptied.
 */
export async function purgeExpired(tx: Tx, now: Date) {
  const cutoff = restoreCutoff(now);
  const expired = <
    T extends typeof donors | typeof bloodRequests | typeof contacts | typeof patients,
  >(
    table: T,
  ) => and(isNotNull(table.archivedAt), lt(table.archivedAt, cutoff));
  const requests = await tx
    .delete(bloodRequests)
    .where(expired(bloodRequests))
    .returning({ id: bloodRequests.id });
  const gone = await tx
    .delete(contacts)
    .where(expired(contacts))
    .returning({ id: contacts.id, imageId: contacts.imageId });
  const imageIds = gone.map((c) => c.imageId).filter((i): i is string => !!i);
  const sick = await tx.delete(patients).where(expired(patients)).returning({ id: patients.id });
  if (imageIds.length) await tx.delete(images).where(inArray(images.id, imageIds));
  const hasHistory = tx
    .select({ one: sql`1` })
    .from(donations)
    .where(eq(donations.donorId, donors.id));
  const deletedDonors = await tx
    .delete(donors)
    .where(and(expired(donors), notExists(hasHistory)))
    .returning({ id: donors.id });
  const emptied = await tx
    .update(donors)
    .set({ name: '', phone1: '', phone2: null, village: '' })
    .where(and(expired(donors), gt(sql`length(${donors.phone1})`, 0)))
    .returning({ id: donors.id });
  // The trail keeps what was done to the purged rows, when and by whom, but no longer the personal
  // values (names, phone numbers, date of birth, the patient's details, places): the one update
  // the audit table's trigger allows (migrations 0012, 0013).
  await scrubEventsOf(
    tx,
    'bloodRequest',
    requests.map((r) => r.id),
  );
  await scrubEventsOf(
    tx,
    'contact',
    gone.map((c) => c.id),
  );
  await scrubEventsOf(
    tx,
    'patient',
    sick.map((p) => p.id),
  );
  await scrubEventsOf(
    tx,
    'donor',
    [...deletedDonors, ...emptied].map((d) => d.id),
  );
  // What the donor's link left behind goes with the personal data: asked-for numbers, devices, links.
  const purged = [...deletedDonors, ...emptied].map((d) => d.id);
  if (purged.length) {
    await tx.delete(phoneChanges).where(inArray(phoneChanges.donorId, purged));
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.donorId, purged));
    await tx.delete(donorLinks).where(inArray(donorLinks.donorId, purged));
  }
  return {
    bloodRequests: requests.map((r) => r.id),
    contacts: gone.map((c) => c.id),
    patients: sick.map((p) => p.id),
    donorsDeleted: deletedDonors.map((d) => d.id),
    donorsEmptied: emptied.map((d) => d.id),
  };
}

/** An archived row of this kind in the scope, locked for its restore; undefined when none is archived (or another unit's). */
export async function lockArchived(tx: Tx, kind: ArchiveKind, id: string, scope: Scope) {
  const { table } = TABLES[kind];
  const [row] = await tx
    .select({ archivedAt: table.archivedAt })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.archivedAt), archiveInScope(kind, scope)))
    .for('update');
  return row;
}

/** Brings the row back into the lists. */
export async function unarchive(tx: Tx, kind: ArchiveKind, id: string): Promise<void> {
  const { table } = TABLES[kind];
  await tx.update(table).set({ archivedAt: null, archivedBy: null }).where(eq(table.id, id));
}
