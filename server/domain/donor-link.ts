import { endOfDay } from '../../common/dates.ts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AlertChannel, DonorLanguage } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import type {
  ChannelsBody,
  PushSubscriptionBody,
  ReportDonationBody,
} from '../../common/schemas/donor-link.ts';
import { hashToken, newNonce, tokenOf, wellFormedToken } from '../alerts/link-tokens.ts';
import type { Db } from '../db/client.ts';
import { donations, donorLinks, donors, pushSubscriptions } from '../db/schema.ts';
import { refreshDonor } from '../data/donor-derived.ts';
import { lockEligibility } from '../data/settings.ts';
import { runCommand, type Actor, type AuditRecord, type Tx } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * A donor's private link and what the donor may do through it (docs/decisions/036). Every change is
 * one command: the change and its audit event in one transaction. A token that is malformed,
 * unknown, revoked, or whose donor is archived is the same "not found".
 */

/** Changes made through the link have no account behind them; the events say `via: donorLink`. */
export const DONOR_LINK_ACTOR: Actor = { id: null, email: null };

const NOT_FOUND = () => new DomainError('notFound', 'Not found');

/** The live donor a token opens, locked for the rest of the transaction. */
export async function linkedDonor(tx: Tx, token: string) {
  if (!wellFormedToken(token)) throw NOT_FOUND();
  const [row] = await tx
    .select({
      donorId: donors.id,
      linkId: donorLinks.id,
      status: donors.status,
      birthDate: donors.birthDate,
      channels: donors.channels,
      language: donors.language,
      contactConsent: donors.contactConsent,
    })
    .from(donorLinks)
    .innerJoin(donors, eq(donors.id, donorLinks.donorId))
    .where(
      and(
        eq(donorLinks.tokenHash, hashToken(token)),
        isNull(donorLinks.revokedAt),
        isNull(donors.archivedAt),
      ),
    )
    .for('update', { of: donors });
  if (!row) throw NOT_FOUND();
  return row;
}

/**
 * The donor a token opens (reads), noting the link's last opening: an invitation counts as opened
 * when the link was opened after it (decisions/052). A time, not a change of the record: no event.
 */
export async function donorOfToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!wellFormedToken(token)) return undefined;
  const [row] = await db
    .update(donorLinks)
    .set({ lastOpenedAt: now })
    .where(
      and(
        eq(donorLinks.tokenHash, hashToken(token)),
        isNull(donorLinks.revokedAt),
        sql`exists (select 1 from ${donors} d where d.id = ${donorLinks.donorId} and d.archived_at is null)`,
      ),
    )
    .returning({ donorId: donorLinks.donorId });
  return row?.donorId;
}

/** Inside a command: a new link for the donor, replacing any live one; answers the token. */
export async function issueLinkIn(
  tx: Tx,
  record: (e: AuditRecord) => Promise<void>,
  key: Buffer,
  donorId: string,
  by: string | null,
) {
  const revoked = await tx
    .update(donorLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(donorLinks.donorId, donorId), isNull(donorLinks.revokedAt)))
    .returning({ id: donorLinks.id });
  const nonce = newNonce();
  const token = tokenOf(key, nonce);
  const [row] = await tx
    .insert(donorLinks)
    .values({ donorId, nonce, tokenHash: hashToken(token), issuedBy: by })
    .returning({ issuedAt: donorLinks.issuedAt });
  await record({
    action: 'linkIssued',
    target: 'donor',
    targetId: donorId,
    changes: { replaced: revoked.length > 0 },
  });
  return { token, issuedAt: row!.issuedAt };
}

/** POST /api/donors/:id/link: a new link for a live donor (the old one stops working). */
export function issueLink(db: Db, actor: Actor, key: Buffer, donorId: string) {
  return runCommand(db, actor, async (tx, record) => {
    const [donor] = await tx
      .select({ id: donors.id })
      .from(donors)
      .where(and(eq(donors.id, donorId), isNull(donors.archivedAt)))
      .for('update');
    if (!donor) throw new DomainError('notFound', 'No donor with that id');
    return issueLinkIn(tx, record, key, donorId, actor.id);
  });
}

async function revokeIn(
  tx: Tx,
  record: (e: AuditRecord) => Promise<void>,
  donorId: string,
  via: 'admin' | 'donorLink',
) {
  const revoked = await tx
    .update(donorLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(donorLinks.donorId, donorId), isNull(donorLinks.revokedAt)))
    .returning({ id: donorLinks.id });
  if (revoked.length)
    await record({ action: 'linkRevoked', target: 'donor', targetId: donorId, changes: { via } });
  return revoked.length;
}

/** DELETE /api/donors/:id/link */
export function revokeLink(db: Db, actor: Actor, donorId: string) {
  return runCommand(db, actor, async (tx, record) => {
    const [donor] = await tx
      .select({ id: donors.id })
      .from(donors)
      .where(eq(donors.id, donorId))
      .for('update');
    if (!donor) throw new DomainError('notFound', 'No donor with that id');
    return revokeIn(tx, record, donorId, 'admin');
  });
}

/** The donor ends their own link (a new one comes from an admin or with the next alert). */
export function revokeOwnLink(db: Db, token: string) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await revokeIn(tx, record, donor.donorId, 'donorLink');
  });
}

/** "Remove me": the record is archived by the archive rules (restorable, then purged) and the link dies. */
export function removeSelf(db: Db, token: string, now: Date) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await tx
      .update(donors)
      .set({ archivedAt: now, archivedBy: null })
      .where(eq(donors.id, donor.donorId));
    await tx
      .update(donorLinks)
      .set({ revokedAt: now })
      .where(and(eq(donorLinks.donorId, donor.donorId), isNull(donorLinks.revokedAt)));
    await tx.execute(sql`update alert_outbox set state = 'failed', last_error = 'donor removed', locked_until = null
      where donor_id = ${donor.donorId} and state = 'queued'`);
    await record({
      action: 'donorRemovedSelf',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink' },
    });
  });
}

/** "I donated on [date], [kind], [place]": into the history marked as reported; eligibility follows at once. */
export function reportDonation(db: Db, token: string, body: ReportDonationBody) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const days = await lockEligibility(tx);
    const donor = await linkedDonor(tx, token);
    if (donor.birthDate && body.donatedAt < donor.birthDate)
      throw new DomainError(
        'invalid',
        'Donation date cannot be before the date of birth',
        'donatedAt',
      );
    const [same] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.donorId, donor.donorId), eq(donations.donatedAt, body.donatedAt)));
    if (same)
      throw new DomainError(
        'conflict',
        'A donation on that date is already recorded',
        'donatedAt',
        ERROR_CODES.DONATION_ALREADY_RECORDED,
      );
    const [row] = await tx
      .insert(donations)
      .values({
        donorId: donor.donorId,
        donatedAt: body.donatedAt,
        kind: body.kind,
        place: body.place,
        reportedByDonor: true,
        recordedBy: null,
      })
      .returning({ id: donations.id });
    await refreshDonor(tx, donor.donorId, days);
    const [after] = await tx
      .select({ nextEligibleAt: donors.nextEligibleAt })
      .from(donors)
      .where(eq(donors.id, donor.donorId));
    await record({
      action: 'donorReportedDonation',
      target: 'donor',
      targetId: donor.donorId,
      changes: {
        via: 'donorLink',
        donationId: row!.id,
        donatedAt: body.donatedAt,
        kind: body.kind,
        place: body.place,
      },
    });
    return {
      donation: {
        donatedAt: body.donatedAt,
        kind: body.kind,
        place: body.place,
        reportedByDonor: true,
      },
      nextEligibleAt: after?.nextEligibleAt ?? null,
    };
  });
}

/** "Not available until [date]": the donor leaves the matches (and alerts) until the day after. */
export function pause(db: Db, token: string, until: string | null) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const pausedUntil = until ? endOfDay(until) : null;
    await tx.update(donors).set({ pausedUntil }).where(eq(donors.id, donor.donorId));
    await record({
      action: 'donorPaused',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink', until },
    });
    return pausedUntil;
  });
}

async function hasPush(tx: Tx, donorId: string) {
  const [row] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.donorId, donorId))
    .limit(1);
  return Boolean(row);
}

/** Channels, language and consent chosen through the link (consent's source: donorLink). */
export function setChannels(db: Db, token: string, body: ChannelsBody, pushAvailable: boolean) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const channels = [...new Set(body.channels)] as AlertChannel[];
    const subscribed = await hasPush(tx, donor.donorId);
    if (channels.includes('push') && (!pushAvailable || !subscribed)) {
      throw new DomainError(
        'conflict',
        'Turn on notifications on this phone first',
        'channels',
        ERROR_CODES.PUSH_NOT_AVAILABLE,
      );
    }
    const language = (body.language ?? donor.language) as DonorLanguage;
    const consentChanged =
      body.contactConsent !== undefined && body.contactConsent !== donor.contactConsent;
    await tx
      .update(donors)
      .set({
        channels,
        language,
        ...(consentChanged
          ? {
              contactConsent: body.contactConsent,
              consentAt: new Date(),
              consentSource: 'donorLink',
            }
          : {}),
      })
      .where(eq(donors.id, donor.donorId));
    await record({
      action: 'donorChannelsChanged',
      target: 'donor',
      targetId: donor.donorId,
      changes: {
        via: 'donorLink',
        channels,
        language,
        ...(consentChanged ? { contactConsent: body.contactConsent } : {}),
      },
    });
    return {
      channels,
      language,
      contactConsent: body.contactConsent ?? donor.contactConsent,
      pushSubscribed: subscribed,
    };
  });
}

/** Registers this browser's push subscription and turns push on (a device moves to the latest donor who registered it). */
export function addPushSubscription(db: Db, token: string, body: PushSubscriptionBody) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await tx
      .insert(pushSubscriptions)
      .values({
        donorId: donor.donorId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          donorId: donor.donorId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          createdAt: new Date(),
        },
      });
    const channels = [...new Set([...(donor.channels as AlertChannel[]), 'push' as const])];
    await tx.update(donors).set({ channels }).where(eq(donors.id, donor.donorId));
    await record({
      action: 'donorChannelsChanged',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink', channels, push: 'subscribed' },
    });
    return {
      channels,
      language: donor.language as DonorLanguage,
      contactConsent: donor.contactConsent,
      pushSubscribed: true,
    };
  });
}

export function removePushSubscriptions(db: Db, token: string) {
  return runCommand(db, DONOR_LINK_ACTOR, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.donorId, donor.donorId));
    const channels = (donor.channels as AlertChannel[]).filter((c) => c !== 'push');
    await tx.update(donors).set({ channels }).where(eq(donors.id, donor.donorId));
    await record({
      action: 'donorChannelsChanged',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink', channels, push: 'removed' },
    });
    return {
      channels,
      language: donor.language as DonorLanguage,
      contactConsent: donor.contactConsent,
      pushSubscribed: false,
    };
  });
}

/** What the link page shows: never the phone or the address. */
export async function donorLinkView(db: Db, donorId: string, now: Date) {
  const [donor] = await db
    .select({
      name: donors.name,
      bloodGroup: donors.bloodGroup,
      nextEligibleAt: donors.nextEligibleAt,
      pausedUntil: donors.pausedUntil,
      channels: donors.channels,
      language: donors.language,
      contactConsent: donors.contactConsent,
      pushSubscribed: sql<boolean>`exists (select 1 from push_subscriptions p where p.donor_id = donors.id)`,
      phoneChangePending: sql<boolean>`exists (select 1 from phone_changes c where c.donor_id = donors.id and c.state = 'pending')`,
      // Only whether each detail is known leaves the server (missingDetails), never the detail.
      birthDate: donors.birthDate,
      gender: donors.gender,
      unionId: donors.unionId,
      village: donors.village,
    })
    .from(donors)
    .where(eq(donors.id, donorId));
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
  const history = await db
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
  void now;
  return { donor: donor!, alerts: alerts.rows, donations: history };
}
