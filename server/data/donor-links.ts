import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type AlertChannel,
  type DonorLanguage,
  type DonorSharing,
} from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { donations, donorLinks, donors, pushSubscriptions } from '../db/schema.ts';
import { DETAILS_SHOWN_AS_MISSING } from './invitations.ts';
import { severalLiveUnits } from './units.ts';

/**
 * A donor's private link (docs/decisions/036) and what the donor writes through it: the link rows,
 * the donor's own pause, channels and push subscriptions, a reported donation, the link page's
 * reads. The commands in domain/donor-link.ts call these inside their transaction.
 */

/** The live donor whose live link has this token hash, locked (the donor row) for the transaction. */
export async function lockDonorOfLink(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      donorId: donors.id,
      linkId: donorLinks.id,
      status: donors.status,
      birthDate: donors.birthDate,
      channels: donors.channels,
      language: donors.language,
      contactConsent: donors.contactConsent,
      sharing: donors.sharing,
      remindersEnabled: donors.remindersEnabled,
      onLeaderboard: donors.onLeaderboard,
    })
    .from(donorLinks)
    .innerJoin(donors, eq(donors.id, donorLinks.donorId))
    .where(
      and(
        eq(donorLinks.tokenHash, tokenHash),
        isNull(donorLinks.revokedAt),
        isNull(donors.archivedAt),
      ),
    )
    .for('update', { of: donors });
  return row;
}

/** Notes the opening of the live link with this token hash (a live donor's); the donor's id. */
export async function markLinkOpened(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(donorLinks)
    .set({ lastOpenedAt: now })
    .where(
      and(
        eq(donorLinks.tokenHash, tokenHash),
        isNull(donorLinks.revokedAt),
        sql`exists (select 1 from ${donors} d where d.id = ${donorLinks.donorId} and d.archived_at is null)`,
      ),
    )
    .returning({ donorId: donorLinks.donorId });
  return row?.donorId;
}

/** Revokes the donor's live link(s) at `at`; the ids revoked. */
export function revokeLiveLinks(tx: Db | Tx, donorId: string, at: Date) {
  return tx
    .update(donorLinks)
    .set({ revokedAt: at })
    .where(and(eq(donorLinks.donorId, donorId), isNull(donorLinks.revokedAt)))
    .returning({ id: donorLinks.id });
}

/** Stores a new link (only the token's hash); when it was issued. */
export async function insertDonorLink(
  tx: Db | Tx,
  link: { donorId: string; nonce: string; tokenHash: string; issuedBy: string | null },
) {
  const [row] = await tx
    .insert(donorLinks)
    .values(link)
    .returning({ issuedAt: donorLinks.issuedAt });
  return row!;
}

/** Locks the donor row for a link change; its id, or undefined (with `liveOnly`, an archived donor is none). */
export async function lockDonorForLink(tx: Tx, donorId: string, liveOnly: boolean) {
  const [donor] = await tx
    .select({ id: donors.id })
    .from(donors)
    .where(liveOnly ? and(eq(donors.id, donorId), isNull(donors.archivedAt)) : eq(donors.id, donorId))
    .for('update');
  return donor;
}

/** "Remove me": the donor archived by nobody (the donor themself). */
export async function archiveDonorBySelf(tx: Tx, donorId: string, now: Date) {
  await tx.update(donors).set({ archivedAt: now, archivedBy: null }).where(eq(donors.id, donorId));
}

/** The donor's donation on that date, if one is recorded. */
export async function donationOnDate(tx: Tx, donorId: string, donatedAt: string) {
  const [same] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.donorId, donorId), eq(donations.donatedAt, donatedAt)));
  return same;
}

/** Stores a donation the donor reported through the link; its id. */
export async function insertReportedDonation(
  tx: Tx,
  donation: Pick<typeof donations.$inferInsert, 'donorId' | 'donatedAt' | 'kind' | 'place'>,
) {
  const [row] = await tx
    .insert(donations)
    .values({ ...donation, reportedByDonor: true, recordedBy: null })
    .returning({ id: donations.id });
  return row!.id;
}

/** The donor's next-eligible time as stored. */
export async function nextEligibleAtOf(tx: Tx, donorId: string) {
  const [after] = await tx
    .select({ nextEligibleAt: donors.nextEligibleAt })
    .from(donors)
    .where(eq(donors.id, donorId));
  return after?.nextEligibleAt ?? null;
}

export async function setPausedUntil(tx: Tx, donorId: string, pausedUntil: Date | null) {
  await tx.update(donors).set({ pausedUntil }).where(eq(donors.id, donorId));
}

/** Whether any browser holds a push subscription for the donor. */
export async function hasPushSubscription(tx: Tx, donorId: string) {
  const [row] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.donorId, donorId))
    .limit(1);
  return Boolean(row);
}

/** The donor's channels and language, and their consent (with its time and source) when given. */
export async function setLinkPreferences(
  tx: Tx,
  donorId: string,
  preferences: {
    channels: AlertChannel[];
    language: DonorLanguage;
    contactConsent?: boolean;
    consentAt?: Date;
    consentSource?: 'donorLink';
  },
) {
  await tx.update(donors).set(preferences).where(eq(donors.id, donorId));
}

/** The donor's own choice of who may find them (`unit` or `federation`). */
export async function setDonorSharing(tx: Tx, donorId: string, sharing: DonorSharing) {
  await tx.update(donors).set({ sharing }).where(eq(donors.id, donorId));
}

/**
 * Stores a browser's push subscription for the donor (a device moves to the latest donor who
 * registered it), then keeps only the donor's PUSH_SUBSCRIPTIONS_MAX newest: the oldest gives way.
 */
export async function upsertPushSubscription(
  tx: Tx,
  donorId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
) {
  await tx
    .insert(pushSubscriptions)
    .values({ donorId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        donorId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: new Date(),
      },
    });
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.donorId, donorId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_MAX);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.donorId, donorId), notInArray(pushSubscriptions.id, kept)));
}

export async function deletePushSubscriptions(tx: Tx, donorId: string) {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.donorId, donorId));
}

/** What the link page shows of the donor: never the phone or the address. */
export async function linkPageDonor(db: Db, donorId: string) {
  const [donor] = await db
    .select({
      name: donors.name,
      bloodGroup: donors.bloodGroup,
      nextEligibleAt: donors.nextEligibleAt,
      pausedUntil: donors.pausedUntil,
      channels: donors.channels,
      language: donors.language,
      contactConsent: donors.contactConsent,
      sharing: donors.sharing,
      remindersEnabled: donors.remindersEnabled,
      onLeaderboard: donors.onLeaderboard,
      donationCount: donors.donationCount,
      // Whether the donor's sharing means anything: more than one live unit.
      federation: severalLiveUnits,
      pushSubscribed: sql<boolean>`exists (select 1 from push_subscriptions p where p.donor_id = donors.id)`,
      phoneChangePending: sql<boolean>`exists (select 1 from phone_changes c where c.donor_id = donors.id and c.state = 'pending')`,
      ...DETAILS_SHOWN_AS_MISSING,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
  return donor;
}

/** The donor's last 20 alerts with their requests, for the link page. */
export async function linkPageAlerts(db: Db, donorId: string) {
  const alerts = (await db.execute(sql`
    select r.id as request_id, r.blood_group, r.place, r.needed_at, r.quantity, o.answer,
      (r.status <> 'incomplete' or r.archived_at is not null) as closed
    from alert_outbox o join blood_requests r on r.id = o.blood_request_id
    where o.donor_id = ${donorId} and o.kind = 'alert'
    order by o.queued_at desc limit 20`)) as unknown as {
    rows: {
      request_id: string;
      blood_group: string;
      place: string;
      needed_at: Date | string;
      quantity: string;
      answer: string | null;
      closed: boolean;
    }[];
  };
  return alerts.rows;
}

/** The donor's last 20 donations, newest first, for the link page. */
export function linkPageDonations(db: Db, donorId: string) {
  return db
    .select({
      donatedAt: donations.donatedAt,
      kind: donations.kind,
      place: donations.place,
      reportedByDonor: donations.reportedByDonor,
    })
    .from(donations)
    .where(eq(donations.donorId, donorId))
    .orderBy(desc(donations.donatedAt), desc(donations.recordedAt))
    .limit(20);
}

/** The families' notes on requests the donor gave to, newest first (decisions/060). */
export async function linkPageFamilyNotes(db: Db, donorId: string) {
  const notes = (await db.execute(sql`
    select r.family_note as note, r.family_note_at as at
    from blood_requests r
    where r.family_note is not null and r.archived_at is null
      and exists (select 1 from donations x where x.blood_request_id = r.id and x.donor_id = ${donorId})
    order by r.family_note_at desc limit 5`)) as unknown as {
    rows: { note: string; at: Date | string }[];
  };
  return notes.rows;
}

/** The donor's certificates not revoked, newest first. */
export async function linkPageCertificates(db: Db, donorId: string) {
  const rows = (await db.execute(sql`
    select code, milestone, issued_at from certificates
    where donor_id = ${donorId} and revoked_at is null
    order by issued_at desc limit 5`)) as unknown as {
    rows: { code: string; milestone: number; issued_at: Date | string }[];
  };
  return rows.rows;
}

/** Whether the donor's name shows on the public leader board. */
export async function setOnLeaderboard(tx: Tx, donorId: string, shown: boolean) {
  await tx.update(donors).set({ onLeaderboard: shown }).where(eq(donors.id, donorId));
}

/** The donor's alert channels (push turned on or off with a subscription). */
export async function setLinkChannels(tx: Tx, donorId: string, channels: AlertChannel[]) {
  await tx.update(donors).set({ channels }).where(eq(donors.id, donorId));
}

/** Stores new links (only the tokens' hashes), several at once. */
export async function insertDonorLinks(
  tx: Tx,
  links: { donorId: string; nonce: string; tokenHash: string; issuedBy: string | null }[],
) {
  await tx.insert(donorLinks).values(links);
}
