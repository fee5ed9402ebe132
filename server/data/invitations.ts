import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InviteFilter } from '../../common/schemas/invitations.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { alertOutbox, donorLinks, donors } from '../db/schema.ts';
import { inScope, type Scope } from './scope.ts';

/** The scope's condition on the donor aliased `d` (true for everything). */
const donorIn = (scope: Scope) => inScope(sql`d.unit_id`, scope) ?? sql`true`;

/**
 * Inviting listed donors (docs/decisions/052): whom a filter takes, what queueing reads and
 * writes, the progress counts, the details a donor completes through the link. The commands in
 * domain/invitations.ts call these inside their transaction.
 */

/** What each filter means, as fixed SQL: nothing in it comes from the request. */
const FILTERS: Record<InviteFilter, SQL> = {
  noConsent: sql`d.contact_consent = false`,
  detailsMissing: sql`d.details_missing = true`,
};

/** Which donors a call takes without naming them: a filter, or the donors an import created. */
export type InviteSelection = { filter: InviteFilter } | { importJobId: string };
const selects = (which: InviteSelection): SQL =>
  'filter' in which ? FILTERS[which.filter] : sql`d.import_job_id = ${which.importJobId}`;

/**
 * Live, verified donors of the selection, reachable by SMS and not invited after `invitedAfter`,
 * oldest first.
 */
export function uninvitedCandidates(
  db: Db,
  which: InviteSelection,
  invitedAfter: Date,
  limit: number,
  scope: Scope,
) {
  return rowsOf<{ id: string }>(
    db,
    sql`select d.id from donors d
      where d.archived_at is null and d.status = 'verified' and ${selects(which)} and ${donorIn(scope)}
        and d.phone1 ~ '^01[0-9]{9}$'
        -- A donor who said no on their link, or whose consent an admin withdrew, is not asked again.
        and not (d.contact_consent = false and coalesce(d.consent_source, '') in ('donorLink', 'adminForm'))
        and not exists (select 1 from alert_outbox o
          where o.kind = 'invitation' and o.donor_id = d.id and o.queued_at > ${invitedAfter})
      order by d.created_at, d.id
      limit ${limit}`,
  );
}

/**
 * The named donors' rows the invitation rules read, locked in id order (two admins at once); a
 * donor outside the scope is as if missing.
 */
export function lockInviteCandidates(tx: Tx, donorIds: string[], scope: Scope) {
  return tx
    .select({
      id: donors.id,
      status: donors.status,
      archivedAt: donors.archivedAt,
      phone1: donors.phone1,
      unitId: donors.unitId,
    })
    .from(donors)
    .where(and(inArray(donors.id, donorIds), inScope(donors.unitId, scope)))
    .orderBy(donors.id)
    .for('update');
}

/** Which of the donors were invited after `invitedAfter`. */
export async function invitedSince(tx: Tx, donorIds: string[], invitedAfter: Date) {
  const rows = await tx
    .select({ donorId: alertOutbox.donorId })
    .from(alertOutbox)
    .where(
      and(
        eq(alertOutbox.kind, 'invitation'),
        inArray(alertOutbox.donorId, donorIds),
        sql`${alertOutbox.queuedAt} > ${invitedAfter}`,
      ),
    );
  return rows.map((r) => r.donorId);
}

/** Which of the donors hold a live link. */
export async function donorsWithLiveLink(tx: Tx, donorIds: string[]) {
  const rows = await tx
    .select({ donorId: donorLinks.donorId })
    .from(donorLinks)
    .where(and(inArray(donorLinks.donorId, donorIds), isNull(donorLinks.revokedAt)));
  return rows.map((r) => r.donorId);
}

/** Queues one SMS invitation per donor. */
export async function insertInvitations(
  tx: Tx,
  donorIds: string[],
  queued: { queuedAt: Date; queuedBy: string | null; dueAt: Date },
) {
  await tx.insert(alertOutbox).values(
    donorIds.map((donorId) => ({
      kind: 'invitation',
      donorId,
      channel: 'sms',
      urgent: false,
      queuedAt: queued.queuedAt,
      queuedBy: queued.queuedBy,
      dueAt: queued.dueAt,
    })),
  );
}

/** Where the invited donors are now, by their last invitation; with an import job, its donors only. */
export async function invitationCounts(db: Db, importJobId: string | null, scope: Scope) {
  const ofImport = importJobId
    ? sql`and o.donor_id in (select id from donors where import_job_id = ${importJobId})`
    : sql``;
  const [counts] = await rowsOf<{
    invited: number;
    opened: number;
    confirmed: number;
    consented: number;
    details_complete: number;
    unreachable: number;
  }>(
    db,
    sql`with last as (
        select distinct on (o.donor_id) o.donor_id, o.queued_at, o.state, o.answered_at
        from alert_outbox o where o.kind = 'invitation' ${ofImport}
        order by o.donor_id, o.queued_at desc, o.id desc
      )
      select count(*)::int as invited,
        count(*) filter (where exists (select 1 from donor_links l where l.donor_id = d.id and l.last_opened_at >= last.queued_at))::int as opened,
        count(*) filter (where last.answered_at is not null)::int as confirmed,
        count(*) filter (where d.contact_consent)::int as consented,
        count(*) filter (where not d.details_missing)::int as details_complete,
        count(*) filter (where last.state = 'failed')::int as unreachable
      from last join donors d on d.id = last.donor_id
      where d.archived_at is null and ${donorIn(scope)}`,
  );
  return counts;
}

/** How many live donors the import job created. */
export async function importedDonorCount(db: Db, importJobId: string, scope: Scope) {
  return (
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from donors d where d.import_job_id = ${importJobId} and d.archived_at is null and ${donorIn(scope)}`,
      )
    )[0]?.n ?? 0
  );
}

/** The details a donor may complete through the link, and their consent. */
export async function detailsOfDonor(tx: Tx, donorId: string) {
  const [donor] = await tx
    .select({
      birthDate: donors.birthDate,
      gender: donors.gender,
      divisionId: donors.divisionId,
      districtId: donors.districtId,
      upazilaId: donors.upazilaId,
      unionId: donors.unionId,
      village: donors.village,
      contactConsent: donors.contactConsent,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
  return donor;
}

/** The date of the donor's first recorded donation, or null. */
export async function firstDonationDate(tx: Tx, donorId: string) {
  const [first] = await rowsOf<{ first: string | null }>(
    tx,
    sql`select min(donated_at)::text as first from donations where donor_id = ${donorId}`,
  );
  return first?.first ?? null;
}

/** Stores what the donor completed and their consent given through the link. */
export async function setCompletedDetails(
  tx: Tx,
  donorId: string,
  set: Partial<
    Pick<
      typeof donors.$inferInsert,
      | 'birthDate'
      | 'gender'
      | 'divisionId'
      | 'districtId'
      | 'upazilaId'
      | 'unionId'
      | 'village'
    >
  > & { contactConsent: boolean; consentAt: Date; consentSource: 'donorLink' },
) {
  await tx.update(donors).set(set).where(eq(donors.id, donorId));
}

/** Marks the donor's last invitation answered: "confirmed" in the admins' progress. */
export async function answerLastInvitation(
  tx: Tx,
  donorId: string,
  answer: 'yes' | 'no',
  now: Date,
) {
  await tx.execute(sql`update alert_outbox set answered_at = ${now}, answer = ${answer}
      where id = (select id from alert_outbox where kind = 'invitation' and donor_id = ${donorId} order by queued_at desc, id desc limit 1)`);
}

/**
 * The details whose presence the link page reports (missingDetails): selected, but only whether
 * each is known leaves the server, never the detail.
 */
export const DETAILS_SHOWN_AS_MISSING = {
  birthDate: donors.birthDate,
  gender: donors.gender,
  unionId: donors.unionId,
  village: donors.village,
};

/** The donor's details whose presence the link page reports, as they are now. */
export async function shownDetailsOfDonor(tx: Tx, donorId: string) {
  const [after] = await tx
    .select(DETAILS_SHOWN_AS_MISSING)
    .from(donors)
    .where(eq(donors.id, donorId));
  return after;
}
