import { endOfDay } from '../../common/dates.ts';
import type { AlertChannel, DonorLanguage, DonorSharing } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import type {
  ChannelsBody,
  PushSubscriptionBody,
  ReportDonationBody,
} from '../../common/schemas/donor-link.ts';
import { hashToken, newNonce, tokenOf, wellFormedToken } from '../alerts/link-tokens.ts';
import type { PushTargets } from '../alerts/push-targets.ts';
import type { Db } from '../db/client.ts';
import { failQueuedAlertsOfRemovedDonor } from '../data/alerts.ts';
import { refreshDonor } from '../data/donor-derived.ts';
import {
  archiveDonorBySelf,
  deletePushSubscriptions,
  donationOnDate,
  hasPushSubscription,
  insertDonorLink,
  insertReportedDonation,
  linkPageAlerts,
  linkPageCertificates,
  linkPageDonations,
  linkPageDonor,
  linkPageFamilyNotes,
  setOnLeaderboard,
  lockDonorForLink,
  lockDonorOfLink,
  markLinkOpened,
  nextEligibleAtOf,
  revokeLiveLinks,
  setLinkChannels,
  setLinkPreferences,
  setDonorSharing,
  setPausedUntil,
  upsertPushSubscription,
} from '../data/donor-links.ts';
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

/**
 * The actor of a change made through a donor's link: nobody (the donor), or the signed-in account
 * whose live session the browser carries, so an admin acting through a donor's link is named in
 * the audit trail as the one who did it.
 */
export const linkActorOf = (caller: { id: string; email: string } | null): Actor =>
  caller ? { id: caller.id, email: caller.email } : DONOR_LINK_ACTOR;

const NOT_FOUND = () => new DomainError('notFound', 'Not found');

/** The live donor a token opens, locked for the rest of the transaction. */
export async function linkedDonor(tx: Tx, token: string) {
  if (!wellFormedToken(token)) throw NOT_FOUND();
  const row = await lockDonorOfLink(tx, hashToken(token));
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
  return markLinkOpened(db, hashToken(token), now);
}

/** Inside a command: a new link for the donor, replacing any live one; answers the token. */
export async function issueLinkIn(
  tx: Tx,
  record: (e: AuditRecord) => Promise<void>,
  key: Buffer,
  donorId: string,
  by: string | null,
) {
  const revoked = await revokeLiveLinks(tx, donorId, new Date());
  const nonce = newNonce();
  const token = tokenOf(key, nonce);
  const row = await insertDonorLink(tx, {
    donorId,
    nonce,
    tokenHash: hashToken(token),
    issuedBy: by,
  });
  await record({
    action: 'linkIssued',
    target: 'donor',
    targetId: donorId,
    changes: { replaced: revoked.length > 0 },
  });
  return { token, issuedAt: row.issuedAt };
}

/** POST /api/donors/:id/link: a new link for a live donor (the old one stops working). */
export function issueLink(db: Db, actor: Actor, key: Buffer, donorId: string) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await lockDonorForLink(tx, donorId, true);
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
  const revoked = await revokeLiveLinks(tx, donorId, new Date());
  if (revoked.length)
    await record({ action: 'linkRevoked', target: 'donor', targetId: donorId, changes: { via } });
  return revoked.length;
}

/** DELETE /api/donors/:id/link */
export function revokeLink(db: Db, actor: Actor, donorId: string) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await lockDonorForLink(tx, donorId, false);
    if (!donor) throw new DomainError('notFound', 'No donor with that id');
    return revokeIn(tx, record, donorId, 'admin');
  });
}

/** The donor ends their own link (a new one comes from an admin or with the next alert). */
export function revokeOwnLink(db: Db, token: string, actor: Actor = DONOR_LINK_ACTOR) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await revokeIn(tx, record, donor.donorId, 'donorLink');
  });
}

/** "Remove me": the record is archived by the archive rules (restorable, then purged) and the link dies. */
export function removeSelf(db: Db, token: string, now: Date, actor: Actor = DONOR_LINK_ACTOR) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await archiveDonorBySelf(tx, donor.donorId, now);
    await revokeLiveLinks(tx, donor.donorId, now);
    await failQueuedAlertsOfRemovedDonor(tx, donor.donorId);
    await record({
      action: 'donorRemovedSelf',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink' },
    });
  });
}

/** "I donated on [date], [kind], [place]": into the history marked as reported; eligibility follows at once. */
export function reportDonation(
  db: Db,
  token: string,
  body: ReportDonationBody,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const days = await lockEligibility(tx);
    const donor = await linkedDonor(tx, token);
    if (donor.birthDate && body.donatedAt < donor.birthDate)
      throw new DomainError(
        'invalid',
        'Donation date cannot be before the date of birth',
        'donatedAt',
      );
    const same = await donationOnDate(tx, donor.donorId, body.donatedAt);
    if (same)
      throw new DomainError(
        'conflict',
        'A donation on that date is already recorded',
        'donatedAt',
        ERROR_CODES.DONATION_ALREADY_RECORDED,
      );
    const donationId = await insertReportedDonation(tx, {
      donorId: donor.donorId,
      donatedAt: body.donatedAt,
      kind: body.kind,
      place: body.place,
    });
    await refreshDonor(tx, donor.donorId, days);
    const nextEligibleAt = await nextEligibleAtOf(tx, donor.donorId);
    await record({
      action: 'donorReportedDonation',
      target: 'donor',
      targetId: donor.donorId,
      changes: {
        via: 'donorLink',
        donationId,
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
      nextEligibleAt,
    };
  });
}

/** "Not available until [date]": the donor leaves the matches (and alerts) until the day after. */
export function pause(
  db: Db,
  token: string,
  until: string | null,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const pausedUntil = until ? endOfDay(until) : null;
    await setPausedUntil(tx, donor.donorId, pausedUntil);
    await record({
      action: 'donorPaused',
      target: 'donor',
      targetId: donor.donorId,
      changes: { via: 'donorLink', until },
    });
    return pausedUntil;
  });
}

/** Channels, language and consent chosen through the link (consent's source: donorLink). */
export function setChannels(
  db: Db,
  token: string,
  body: ChannelsBody,
  pushAvailable: boolean,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const channels = [...new Set(body.channels)] as AlertChannel[];
    const subscribed = await hasPushSubscription(tx, donor.donorId);
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
    await setLinkPreferences(tx, donor.donorId, {
      channels,
      language,
      ...(consentChanged
        ? {
            contactConsent: body.contactConsent,
            consentAt: new Date(),
            consentSource: 'donorLink',
          }
        : {}),
    });
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

/**
 * Who may find the donor, as the donor chooses it through the link: their unit, or every unit of
 * the federation (docs/decisions/056-units.md). The same choice saved again records nothing.
 */
export function setSharing(
  db: Db,
  token: string,
  sharing: DonorSharing,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const from = donor.sharing === 'federation' ? 'federation' : 'unit';
    if (from !== sharing) {
      await setDonorSharing(tx, donor.donorId, sharing);
      await record({
        action: 'donorSharingChanged',
        target: 'donor',
        targetId: donor.donorId,
        changes: { via: 'donorLink', sharing: { from, to: sharing } },
      });
    }
    return { sharing };
  });
}

/**
 * Whether the public leader board shows the donor's name, as the donor chooses it through the link
 * (decisions/060). Answering for the first time is recorded even when it keeps the name shown.
 */
export function setLeaderboardChoice(
  db: Db,
  token: string,
  shown: boolean,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    if (donor.onLeaderboard !== shown) {
      await setOnLeaderboard(tx, donor.donorId, shown);
      await record({
        action: 'donorLeaderboardChanged',
        target: 'donor',
        targetId: donor.donorId,
        changes: { via: 'donorLink', onLeaderboard: { from: donor.onLeaderboard, to: shown } },
      });
    }
    return { onLeaderboard: shown };
  });
}

/** Registers this browser's push subscription and turns push on (a device moves to the latest donor who registered it). */
/**
 * A browser's push subscription: only to a public HTTPS push service (PushTargets; checked again at
 * each send), at most PUSH_SUBSCRIPTIONS_MAX per donor, the oldest giving way to the newest.
 */
export function addPushSubscription(
  db: Db,
  token: string,
  body: PushSubscriptionBody,
  targets: PushTargets,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    const refused = await targets.refusal(body.endpoint);
    if (refused)
      throw new DomainError(
        'invalid',
        'Push endpoint must be a public HTTPS push service',
        'endpoint',
        ERROR_CODES.PUSH_ENDPOINT_REFUSED,
      );
    await upsertPushSubscription(tx, donor.donorId, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    const channels = [...new Set([...(donor.channels as AlertChannel[]), 'push' as const])];
    await setLinkChannels(tx, donor.donorId, channels);
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

export function removePushSubscriptions(db: Db, token: string, actor: Actor = DONOR_LINK_ACTOR) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await linkedDonor(tx, token);
    await deletePushSubscriptions(tx, donor.donorId);
    const channels = (donor.channels as AlertChannel[]).filter((c) => c !== 'push');
    await setLinkChannels(tx, donor.donorId, channels);
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
  const donor = await linkPageDonor(db, donorId);
  const alerts = await linkPageAlerts(db, donorId);
  const history = await linkPageDonations(db, donorId);
  const familyNotes = await linkPageFamilyNotes(db, donorId);
  const certificates = await linkPageCertificates(db, donorId);
  void now;
  return { donor: donor!, alerts, donations: history, familyNotes, certificates };
}
