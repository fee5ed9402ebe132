import { DONOR_DETAILS } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import {
  INVITE_AGAIN_DAYS,
  INVITE_FILTER_MAX,
  type CompleteDetailsBody,
  type InviteBody,
  type InviteResult,
  type InviteSkip,
} from '../../common/schemas/invitations.ts';
import { hashToken, newNonce, tokenOf } from '../alerts/link-tokens.ts';
import { holdForQuietHours } from '../alerts/quiet-hours.ts';
import type { Db } from '../db/client.ts';
import { missingDetails } from '../shared/donor-presenter.ts';
import { insertDonorLinks } from '../data/donor-links.ts';
import { importJobFileName } from '../data/import-jobs.ts';
import {
  answerLastInvitation,
  detailsOfDonor,
  donorsWithLiveLink,
  firstDonationDate,
  importedDonorCount,
  insertInvitations,
  invitationCounts,
  invitedSince,
  lockInviteCandidates,
  setCompletedDetails,
  shownDetailsOfDonor,
  uninvitedCandidates,
  type InviteSelection as Selection,
} from '../data/invitations.ts';
import { placeChainError } from '../data/place-chain.ts';
import { readAlertSettings } from '../data/settings.ts';
import type { Scope } from '../data/scope.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DONOR_LINK_ACTOR, linkedDonor } from './donor-link.ts';
import { DomainError } from './errors.ts';

/**
 * Inviting the donors a community brought in from its lists (docs/decisions/052): one SMS per
 * donor through the alert outbox (kind 'invitation', no blood request), asking them to confirm
 * their details and say whether they want blood requests, with their private link. The worker
 * (server/alerts/outbox.ts) sends an invitation without consent (asking is the point), never an alert.
 */

const DAY_MS = 86_400_000;
/** A number the SMS gateway can reach (the one mobile rule: 11 digits from 01). */
const REACHABLE_PHONE = /^01\d{9}$/;
const CHUNK = 500;

/** Live, verified donors of the selection, reachable by SMS and not invited lately, oldest first. */
const filterCandidates = (db: Db, which: Selection, now: Date, limit: number, scope: Scope) =>
  uninvitedCandidates(
    db,
    which,
    new Date(now.getTime() - INVITE_AGAIN_DAYS * DAY_MS),
    limit,
    scope,
  );

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, k) =>
    items.slice(k * CHUNK, (k + 1) * CHUNK),
  );

/** The import job of a unit in the scope, or a 404 naming importJobId (another unit's job too). */
async function importJobOf(db: Db, id: string, scope: Scope) {
  const job = await importJobFileName(db, id, scope);
  if (!job) throw new DomainError('notFound', 'No import job with this id', 'importJobId');
  return job;
}

/** POST /api/donors/invitations */
export async function queueInvitations(
  db: Db,
  actor: Actor,
  body: InviteBody,
  options: { linkKey: Buffer; now: Date },
): Promise<InviteResult> {
  const { now } = options;
  const scope = scopeOf(actor);
  let candidates: string[];
  let more = false;
  if (body.donorIds) candidates = [...new Set(body.donorIds)];
  else {
    if (body.importJobId) await importJobOf(db, body.importJobId, scope);
    const which: Selection = body.importJobId
      ? { importJobId: body.importJobId }
      : { filter: body.filter! };
    const found = await filterCandidates(db, which, now, INVITE_FILTER_MAX + 1, scope);
    more = found.length > INVITE_FILTER_MAX;
    candidates = found.slice(0, INVITE_FILTER_MAX).map((r) => r.id);
  }

  return runCommand(db, actor, async (tx, record) => {
    const skipped: InviteSkip[] = [];
    if (!candidates.length) return { queued: 0, skipped, more };
    // The donors are locked, so that two admins inviting at once cannot both pass the 30-day rule.
    const rows = await lockInviteCandidates(tx, candidates, scope);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const recent = new Set(
      await invitedSince(tx, candidates, new Date(now.getTime() - INVITE_AGAIN_DAYS * DAY_MS)),
    );
    const linked = new Set(await donorsWithLiveLink(tx, candidates));
    const invite: string[] = [];
    for (const donorId of candidates) {
      const donor = byId.get(donorId);
      const reason = ((): InviteSkip['reason'] | null => {
        if (!donor) return 'notFound';
        if (donor.archivedAt) return 'archived';
        if (donor.status !== 'verified') return 'notVerified';
        if (!REACHABLE_PHONE.test(donor.phone1)) return 'noPhone';
        if (recent.has(donorId)) return 'invitedRecently';
        return null;
      })();
      if (reason) skipped.push({ donorId, reason });
      else invite.push(donorId);
    }

    // A donor without a live link gets one, as the link panel gives it; the text carries it.
    const needLink = invite.filter((id) => !linked.has(id));
    for (const part of chunks(needLink)) {
      await insertDonorLinks(
        tx,
        part.map((donorId) => {
          const nonce = newNonce();
          return {
            donorId,
            nonce,
            tokenHash: hashToken(tokenOf(options.linkKey, nonce)),
            issuedBy: actor.id,
          };
        }),
      );
    }
    // Quiet hours hold an invitation as they hold a non-urgent alert: the donor's unit's hours
    // (a zone's admin may invite donors of several units at once).
    const byUnit = new Map<string | null, string[]>();
    for (const donorId of invite) {
      const unitId = byId.get(donorId)!.unitId;
      byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), donorId]);
    }
    let dueAt = now;
    for (const [unitId, donorIds] of byUnit) {
      const unitDue = holdForQuietHours(now, await readAlertSettings(tx, unitId));
      if (unitDue > dueAt) dueAt = unitDue;
      for (const part of chunks(donorIds)) {
        await insertInvitations(tx, part, { queuedAt: now, queuedBy: actor.id, dueAt: unitDue });
      }
    }
    const skippedBy: Record<string, number> = {};
    for (const s of skipped) skippedBy[s.reason] = (skippedBy[s.reason] ?? 0) + 1;
    // One event for the call: the filter (or how many were named) and the counts; never a number.
    await record({
      action: 'invitationsQueued',
      target: 'donor',
      targetId: null,
      changes: {
        ...(body.filter
          ? { filter: body.filter }
          : body.importJobId
            ? { importJobId: body.importJobId }
            : { named: candidates.length }),
        queued: invite.length,
        skipped: skippedBy,
        linksIssued: needLink.length,
        // When the last of them goes (each unit's quiet hours may hold its donors).
        dueAt: dueAt.toISOString(),
        ...(more ? { more } : {}),
      },
    });
    return { queued: invite.length, skipped, more };
  });
}

/**
 * GET /api/donors/invitations/progress: where the invited donors are now (their last invitation);
 * with an import job, of the donors that import created.
 */
export async function invitationProgress(db: Db, now: Date, scope: Scope, importJobId?: string) {
  const job = importJobId ? await importJobOf(db, importJobId, scope) : null;
  const counts = await invitationCounts(db, job?.id ?? null, scope);
  const toInvite = async (which: Selection) =>
    (await filterCandidates(db, which, now, INVITE_FILTER_MAX, scope)).length;
  const importJob = job
    ? {
        id: job.id,
        fileName: job.file_name,
        donors: await importedDonorCount(db, job.id, scope),
        toInvite: await toInvite({ importJobId: job.id }),
      }
    : undefined;
  return {
    invited: counts?.invited ?? 0,
    opened: counts?.opened ?? 0,
    confirmed: counts?.confirmed ?? 0,
    consented: counts?.consented ?? 0,
    detailsComplete: counts?.details_complete ?? 0,
    unreachable: counts?.unreachable ?? 0,
    toInvite: {
      noConsent: await toInvite({ filter: 'noConsent' }),
      detailsMissing: await toInvite({ filter: 'detailsMissing' }),
    },
    ...(importJob ? { importJob } : {}),
  };
}

const PLACE_FIELDS = {
  divisionId: 'place.divisionId',
  districtId: 'place.districtId',
  upazilaId: 'place.upazilaId',
  unionId: 'place.unionId',
};

/**
 * PUT /api/donor-link/:token/details: the donor's choice and the details their record lacks.
 * The link fills what is missing and never changes what is known (a volunteer does that), so it
 * is no way to take a record over. Consent is stored as given through the link, at the server's time.
 */
export function completeDetails(
  db: Db,
  token: string,
  body: CompleteDetailsBody,
  now: Date,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const linked = await linkedDonor(tx, token);
    const donor = await detailsOfDonor(tx, linked.donorId);
    const missing = new Set(missingDetails(donor!));
    for (const detail of DONOR_DETAILS) {
      if (body[detail] !== undefined && !missing.has(detail)) {
        throw new DomainError(
          'conflict',
          `${detail} is already known; a volunteer can change it`,
          detail,
          ERROR_CODES.DETAIL_ALREADY_KNOWN,
        );
      }
    }
    if (body.place) {
      const wrong = await placeChainError(tx, body.place, PLACE_FIELDS);
      if (wrong) throw new DomainError('invalid', wrong.message, wrong.field);
      // The levels already known stay as they are: the donor completes the place below them.
      for (const level of ['divisionId', 'districtId', 'upazilaId'] as const) {
        const known = donor![level];
        if (known !== null && known !== body.place[level]) {
          throw new DomainError(
            'conflict',
            `place.${level}: the ${level.replace('Id', '')} is already known; a volunteer can change it`,
            `place.${level}`,
            ERROR_CODES.DETAIL_ALREADY_KNOWN,
          );
        }
      }
    }
    if (body.birthDate !== undefined) {
      // Never after a donation already on record.
      const first = await firstDonationDate(tx, linked.donorId);
      if (first && first < body.birthDate) {
        throw new DomainError(
          'invalid',
          'birthDate: the date of birth must be before the donations recorded',
          'birthDate',
        );
      }
    }
    // The donor's own answer is recorded even when it says what was stored (an import's "no" becomes the donor's).
    const consentChanged = body.contactConsent !== donor!.contactConsent;
    const set = {
      ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      ...(body.place ? body.place : {}),
      ...(body.village !== undefined ? { village: body.village } : {}),
      contactConsent: body.contactConsent,
      consentAt: now,
      consentSource: 'donorLink' as const,
    };
    await setCompletedDetails(tx, linked.donorId, set);
    // The donor's last invitation is answered: "confirmed" in the admins' progress.
    await answerLastInvitation(tx, linked.donorId, body.contactConsent ? 'yes' : 'no', now);
    const after = await shownDetailsOfDonor(tx, linked.donorId);
    await record({
      action: 'donorCompletedDetails',
      target: 'donor',
      targetId: linked.donorId,
      changes: {
        via: 'donorLink',
        ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.place ?? {}),
        ...(body.village !== undefined ? { village: body.village } : {}),
        contactConsent: consentChanged
          ? { from: donor!.contactConsent, to: body.contactConsent }
          : body.contactConsent,
      },
    });
    return { contactConsent: body.contactConsent, missing: missingDetails(after!) };
  });
}
