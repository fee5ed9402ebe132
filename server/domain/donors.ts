import { ERROR_CODES } from '../../common/error-codes.ts';
import type { ConsentSource } from '../../common/constants.ts';
import {
  DONOR_MESSAGES,
  type DonorInfo,
  type DonorRegistration,
  type DonorUnitBody,
} from '../../common/schemas/donors.ts';
import type { Db } from '../db/client.ts';
import { refreshDonor } from '../data/donor-derived.ts';
import { setPriorFromTotal } from '../data/donations.ts';
import { placeChainError } from '../data/place-chain.ts';
import { resolvePlaceNames } from '../data/place-names.ts';
import {
  archiveDonorRow,
  conflictField,
  insertDonor,
  lockLiveDonor,
  lockPhones,
  readDonorRow,
  setDonor,
  takenPhone,
  updateDonorInfo,
  type DonorRow,
} from '../data/donors.ts';
import { lockEligibility } from '../data/settings.ts';
import { changedFields, storedFields } from './changes.ts';
import { runCommand, scopeOf, type Actor, type Tx } from './command.ts';
import { refuseBlockedNumbers } from './money-reports.ts';
import { DomainError } from './errors.ts';
import { lockLiveUnit, unitForPlace } from '../data/units.ts';

const PHONE_TAKEN = {
  number1: 'This number is already registered to a donor (number1)',
  number2: 'This number is already registered to a donor (number2)',
} as const;

const DONOR_PLACE_FIELDS = {
  divisionId: 'division',
  districtId: 'district',
  upazilaId: 'upazila',
  unionId: 'union',
};

/** Columns the server derives from the history or keeps for itself: an event about a donor leaves them out. */
const DERIVED = [
  'isDemo',
  'lastCalledAt',
  'lastDonatedAt',
  'donationCount',
  'nextEligibleAt',
  'archivedAt',
  'archivedBy',
];

async function refuseTakenPhones(
  tx: Tx,
  body: { number1: string; number2?: string | null },
  exceptId?: string,
) {
  const phones = [body.number1, ...(body.number2 ? [body.number2] : [])];
  await lockPhones(tx, phones);
  const taken = await takenPhone(tx, phones, exceptId);
  if (!taken) return;
  const field = conflictField(taken, body).conflict;
  throw new DomainError('conflict', PHONE_TAKEN[field], field, ERROR_CODES.DUPLICATE_PHONE);
}

/** Public registration: stored pending; the server sets status, counts and times itself. */
export async function registerDonor(
  db: Db,
  actor: Actor,
  body: DonorRegistration,
): Promise<{ id: string }> {
  return runCommand(db, actor, async (tx, record) => {
    const named = await resolvePlaceNames(
      tx,
      {
        divisionId: body.division,
        districtId: body.district,
        upazilaId: body.upazila,
        unionId: body.union,
      },
      DONOR_PLACE_FIELDS,
    );
    if ('error' in named) throw new DomainError('invalid', named.error.message, named.error.field);
    const wrong = await placeChainError(tx, named.ids, DONOR_PLACE_FIELDS);
    if (wrong) throw new DomainError('invalid', wrong.message, wrong.field);
    await refuseBlockedNumbers(tx, [
      { field: 'number1', value: body.number1 },
      { field: 'number2', value: body.number2 },
    ]);
    await refuseTakenPhones(tx, body);
    const row = await insertDonor(tx, {
      name: body.name,
      birthDate: body.age,
      gender: body.gender,
      phone1: body.number1,
      phone2: body.number2 ?? null,
      bloodGroup: body.bloodGroup,
      divisionId: named.ids.divisionId!,
      districtId: named.ids.districtId!,
      upazilaId: named.ids.upazilaId!,
      unionId: named.ids.unionId!,
      village: body.village,
      status: 'pending',
      donationCount: 0,
      contactConsent: body.contactConsent,
      consentAt: new Date(),
      consentSource: 'registrationForm',
      language: body.language,
      onLeaderboard: body.onLeaderboard ?? null,
      unitId: await unitForPlace(tx, named.ids),
    });
    await record({
      action: 'create',
      target: 'donor',
      targetId: row!.id,
      changes: storedFields(row!, DERIVED),
    });
    return { id: row!.id };
  });
}

/** Accept: the server's clock and rules decide. Answers 0 when the donor is not a live pending one. */
export async function verifyDonor(db: Db, actor: Actor, id: string, now: Date): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockLiveDonor(tx, id, scopeOf(actor));
    if (!before || before.status !== 'pending') return 0;
    const after = await setDonor(tx, id, { status: 'verified', acceptedAt: now });
    await record({
      action: 'verify',
      target: 'donor',
      targetId: id,
      changes: changedFields(before, after!, DERIVED),
    });
    return 1;
  });
}

/** Archives a donor or a donor request (restorable for 30 days). Answers 0 when there is no live donor. */
export async function archiveDonor(db: Db, actor: Actor, id: string, now: Date): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockLiveDonor(tx, id, scopeOf(actor));
    if (!before) return 0;
    await archiveDonorRow(tx, id, now, actor.id);
    await record({
      action: 'archive',
      target: 'donor',
      targetId: id,
      changes: { archivedAt: { from: null, to: now.toISOString() } },
    });
    return 1;
  });
}

/**
 * What an admin's edit does to consent. Absent: nothing. true: consent given in the way the admin
 * heard it (a call, a paper form, in person), stamped now unless the donor had consented that very
 * way already. false: consent withdrawn through the admin form ('adminForm'), when there was any.
 */
function consentChange(before: DonorRow, body: DonorInfo, now: Date) {
  if (body.contactConsent === true) {
    if (!body.consentSource)
      throw new DomainError('invalid', DONOR_MESSAGES.consentSource, 'consentSource');
    if (before.contactConsent && before.consentSource === body.consentSource) return {};
    return { contactConsent: true, consentSource: body.consentSource, consentAt: now };
  }
  if (body.contactConsent === false && before.contactConsent) {
    return {
      contactConsent: false,
      consentSource: 'adminForm' satisfies ConsentSource,
      consentAt: now,
    };
  }
  return {};
}

/** An admin's edit of a donor: names, numbers, group, gender, the total of donations and consent. */
export async function updateDonor(
  db: Db,
  actor: Actor,
  id: string,
  body: DonorInfo,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const days = await lockEligibility(tx);
    const before = await lockLiveDonor(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', 'No donor with that id');
    await refuseTakenPhones(tx, body, id);
    await updateDonorInfo(tx, id, {
      name: body.name,
      bloodGroup: body.bloodGroup,
      ...(body.gender === undefined ? {} : { gender: body.gender }),
      phone1: body.number1,
      phone2: body.number2 ?? null,
      ...consentChange(before, body, new Date()),
      ...(body.sharing === undefined ? {} : { sharing: body.sharing }),
    });
    await setPriorFromTotal(tx, id, body.donationCount);
    await refreshDonor(tx, id, days);
    const after = await readDonorRow(tx, id);
    const changes = changedFields(
      before,
      after!,
      DERIVED.filter((f) => f !== 'donationCount'),
    );
    await record({ action: 'update', target: 'donor', targetId: id, changes });
    return 1;
  });
}

/** Done: a verified donor's rest ends now. Answers the donor's name. */
export async function makeDonorAvailable(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockLiveDonor(tx, id, scopeOf(actor));
    if (!before || before.status !== 'verified')
      throw new DomainError('notFound', 'No verified donor with that id');
    const after = await setDonor(tx, id, { nextEligibleAt: null, madeAvailableAt: now });
    const changes = changedFields(
      before,
      after!,
      DERIVED.filter((f) => f !== 'nextEligibleAt'),
    );
    await record({ action: 'makeAvailable', target: 'donor', targetId: id, changes });
    return after!.name;
  });
}

/**
 * Moves a donor the caller sees to another live unit of the federation, or assigns a queue donor
 * (no unit) to one (docs/decisions/056-units.md). The donor is locked in the caller's scope first,
 * so another unit's donor answers 404 before the target is looked at (a queue donor is seen by a
 * zone's admin and a super admin only); a target that is not a live unit is 400 on unitId. The
 * history, calls and pledges stay with the donor. One `moveToUnit` event with the unit from/to and
 * the note; 0 and no event when the donor is in that unit already.
 */
export async function moveDonorToUnit(
  db: Db,
  actor: Actor,
  id: string,
  body: DonorUnitBody,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockLiveDonor(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', 'No donor with that id');
    if (!(await lockLiveUnit(tx, body.unitId)))
      throw new DomainError('invalid', 'No live unit with that id', 'unitId');
    if (before.unitId === body.unitId) return 0;
    await setDonor(tx, id, { unitId: body.unitId });
    await record({
      action: 'moveToUnit',
      target: 'donor',
      targetId: id,
      changes: {
        unitId: { from: before.unitId, to: body.unitId },
        ...(body.note ? { note: body.note } : {}),
      },
    });
    return 1;
  });
}
