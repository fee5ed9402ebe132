import type {
  BloodRequestBody,
  BloodRequestHandoverBody,
  BloodRequestLocation,
} from '../../common/schemas/blood-requests.ts';
import type { Db } from '../db/client.ts';
import { insertRequesterSms } from '../data/alert-outbox.ts';
import { PLACE_ID_FIELDS, placeChainError } from '../data/place-chain.ts';
import { lockLiveUnit, unitForPlace } from '../data/units.ts';
import {
  archiveBloodRequest as archiveRow,
  insertBloodRequest,
  lockBloodRequest,
  markDone,
  setBloodRequestLocation,
  setBloodRequestUnit,
} from '../data/blood-requests.ts';
import { changedFields, storedFields } from './changes.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DomainError } from './errors.ts';
import { refuseBlockedNumbers } from './money-reports.ts';

const NO_REQUEST = 'No blood request with that id';
/** Kept by the server for itself; an event about a request leaves them out. */
const BOOKKEEPING = [
  'isDemo',
  'archivedAt',
  'archivedBy',
  'progressTokenHash',
  'statusTokenHash',
  'statusNonce',
];

/** A request from the public form (or an admin): always incomplete, with the server's own creation time. */
export async function createBloodRequest(
  db: Db,
  actor: Actor,
  body: BloodRequestBody,
  /**
   * The status link given to the person who asked (public requests): the token's hash, and the
   * nonce the token is made from, so that their one SMS can carry the link (docs/decisions/059).
   */
  statusLink: { hash: string; nonce: string } | null = null,
  now: Date = new Date(),
): Promise<string> {
  return runCommand(db, actor, async (tx, record) => {
    const wrong = await placeChainError(tx, body, PLACE_ID_FIELDS);
    if (wrong) throw new DomainError('invalid', wrong.message, wrong.field);
    await refuseBlockedNumbers(tx, [
      { field: 'number1', value: body.number1 },
      { field: 'number2', value: body.number2 },
    ]);
    const row = await insertBloodRequest(tx, body, statusLink, await unitForPlace(tx, body));
    await record({
      action: 'create',
      target: 'bloodRequest',
      targetId: row.id,
      changes: storedFields(row, BOOKKEEPING),
    });
    if (statusLink) {
      // One SMS to the number that asked: the status link and the money warning.
      await insertRequesterSms(tx, row.id, now);
      await record({
        action: 'requesterSmsQueued',
        target: 'bloodRequest',
        targetId: row.id,
        changes: { channel: 'sms', language: row.requesterLanguage },
      });
    }
    return row.id;
  });
}

/** Done: the completion time from the server clock; a request already closed is left as it is (0). */
export async function completeBloodRequest(db: Db, actor: Actor, id: string): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockBloodRequest(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', NO_REQUEST);
    const after = await markDone(tx, id);
    if (!after) return 0;
    await record({
      action: 'complete',
      target: 'bloodRequest',
      targetId: id,
      changes: changedFields(before, after, BOOKKEEPING),
    });
    return 1;
  });
}

/** Delete archives (restorable for 30 days); 0 when there is no live request. */
export async function archiveBloodRequest(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    if (!(await archiveRow(tx, id, actor.id, now, scopeOf(actor)))) return 0;
    await record({
      action: 'archive',
      target: 'bloodRequest',
      targetId: id,
      changes: { archivedAt: { from: null, to: now.toISOString() } },
    });
    return 1;
  });
}

/** Sets or clears (all null) where the patient is, after checking that the places belong together. */
export async function setBloodRequestPlace(
  db: Db,
  actor: Actor,
  id: string,
  location: BloodRequestLocation,
): Promise<void> {
  await runCommand(db, actor, async (tx, record) => {
    const wrong = await placeChainError(tx, location, PLACE_ID_FIELDS);
    if (wrong) throw new DomainError('invalid', wrong.message, wrong.field);
    const before = await lockBloodRequest(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', NO_REQUEST);
    const after = await setBloodRequestLocation(tx, id, location);
    await record({
      action: 'setLocation',
      target: 'bloodRequest',
      targetId: id,
      changes: changedFields(before, after!, BOOKKEEPING),
    });
  });
}

/**
 * Hands a request the caller sees to another live unit of the federation (any unit, not only the
 * caller's): its unit changes; its calls, pledges and history stay. The event carries the note.
 * 0 when it is in that unit already (no event).
 */
export async function handOverBloodRequest(
  db: Db,
  actor: Actor,
  id: string,
  body: BloodRequestHandoverBody,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockBloodRequest(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', NO_REQUEST);
    if (!(await lockLiveUnit(tx, body.unitId)))
      throw new DomainError('invalid', 'No live unit with that id', 'unitId');
    if (before.unitId === body.unitId) return 0;
    await setBloodRequestUnit(tx, id, body.unitId);
    await record({
      action: 'handOver',
      target: 'bloodRequest',
      targetId: id,
      changes: {
        unitId: { from: before.unitId, to: body.unitId },
        ...(body.note ? { note: body.note } : {}),
      },
    });
    return 1;
  });
}
