import { BLOOD_GROUP_LABELS, type BloodGroup } from '../../common/constants.ts';
import { addDays, daysBetween, todayInBangladesh } from '../../common/dates.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { canGiveRedCells } from '../../common/blood-compatibility.ts';
import {
  BRIDGES_PER_DONOR,
  DONOR_SESSIONS_SHOWN,
  type BridgeAgreement,
  type PatientCreateBody,
  type PatientUpdateBody,
  type SessionAnswerBody,
  type UnreachableReason,
} from '../../common/schemas/patients.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  addBridgeMembers,
  donorsForBridge,
  insertPatient,
  lockAnswer,
  lockBridge,
  lockPatient,
  membershipsOf,
  otherBridgesOf,
  putAnswer,
  rotaState,
  setAgreement,
  setPatient,
  type PatientRecord,
} from '../data/patients.ts';
import { PLACE_ID_FIELDS, placeChainError, type PlaceIds } from '../data/place-chain.ts';
import { readEligibility } from '../data/settings.ts';
import { liveUnitNames } from '../data/units.ts';
import { EVERYTHING, type Scope } from '../data/scope.ts';
import { changedFields, storedFields } from './changes.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { recordDonationIn } from './donations.ts';
import { DONOR_LINK_ACTOR, donorOfToken, linkedDonor } from './donor-link.ts';
import { DomainError } from './errors.ts';
import { planRota, type Answer, type PlannedSession } from './rota.ts';

/**
 * Recurring patients and their blood bridges (docs/decisions/057-blood-bridges.md): the commands
 * that register, change, pause and archive a patient, set its bridge and record what a donor said
 * at a session; and the rota, planned at every read from the current state (domain/rota.ts).
 */

const NO_PATIENT = 'No patient with that id';
/** Kept by the server for itself; an event about a patient leaves them out. */
const BOOKKEEPING = ['archivedAt', 'archivedBy', 'createdBy', 'unitId'];

/** The unit a new patient goes into: the one named among the caller's, or their only one. */
async function unitFor(db: Db, scope: Scope, named?: string): Promise<string> {
  const all = await liveUnitNames(db);
  const seen = scope.all ? all : all.filter((u) => scope.unitIds.includes(u.id));
  if (named) {
    if (!seen.some((u) => u.id === named))
      throw new DomainError('invalid', 'unitId: no unit of yours has this id', 'unitId');
    return named;
  }
  if (seen.length === 1) return seen[0]!.id;
  throw new DomainError(
    'invalid',
    seen.length ? 'unitId: choose the unit the patient belongs to' : 'unitId: you work in no unit',
    'unitId',
    ERROR_CODES.PATIENT_UNIT_REQUIRED,
  );
}

const PLACE_LEVELS = ['divisionId', 'districtId', 'upazilaId', 'unionId'] as const;

/** Refuses (400 naming the field) a hospital place whose ids do not exist or do not form one chain. */
async function refuseWrongPlace(tx: Tx, place: PlaceIds): Promise<void> {
  const wrong = await placeChainError(tx, place, PLACE_ID_FIELDS);
  if (wrong) throw new DomainError('invalid', wrong.message, wrong.field);
}

export async function registerPatient(
  db: Db,
  actor: Actor,
  body: PatientCreateBody,
  now: Date,
): Promise<string> {
  const unitId = await unitFor(db, scopeOf(actor), body.unitId);
  return runCommand(db, actor, async (tx, record) => {
    await refuseWrongPlace(tx, body);
    const row = await insertPatient(tx, {
      unitId,
      name: body.name,
      bloodGroup: body.bloodGroup,
      guardianPhone: body.guardianPhone,
      hospital: body.hospital,
      divisionId: body.divisionId,
      districtId: body.districtId,
      upazilaId: body.upazilaId,
      unionId: body.unionId,
      intervalDays: body.intervalDays,
      bagsPerSession: body.bagsPerSession,
      nextSessionAt: body.nextSessionAt,
      notes: body.notes ?? '',
      consentAt: now,
      createdBy: actor.id,
    });
    await record({
      action: 'create',
      target: 'patient',
      targetId: row.id,
      changes: { ...storedFields(row, BOOKKEEPING), unitId },
    });
    return row.id;
  });
}

/** Changes a patient's details; 0 when nothing changed. */
export async function updatePatient(
  db: Db,
  actor: Actor,
  id: string,
  body: PatientUpdateBody,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockPatient(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', NO_PATIENT);
    if (!Object.keys(body).length) return 0;
    // A level not sent keeps its value; the place they make together must be one chain.
    if (PLACE_LEVELS.some((level) => body[level] !== undefined))
      await refuseWrongPlace(tx, {
        divisionId: body.divisionId === undefined ? before.divisionId : body.divisionId,
        districtId: body.districtId === undefined ? before.districtId : body.districtId,
        upazilaId: body.upazilaId === undefined ? before.upazilaId : body.upazilaId,
        unionId: body.unionId === undefined ? before.unionId : body.unionId,
      });
    const after = await setPatient(tx, id, body);
    const changes = changedFields(before, after, BOOKKEEPING);
    if (!Object.keys(changes).length) return 0;
    await record({ action: 'update', target: 'patient', targetId: id, changes });
    return 1;
  });
}

/** Pauses (no sessions planned) or resumes a patient; 0 when it already was. */
export async function pausePatient(
  db: Db,
  actor: Actor,
  id: string,
  paused: boolean,
  now: Date,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockPatient(tx, id, scopeOf(actor));
    if (!before) throw new DomainError('notFound', NO_PATIENT);
    if (Boolean(before.pausedAt) === paused) return 0;
    const after = await setPatient(tx, id, { pausedAt: paused ? now : null });
    const changes = changedFields(before, after, BOOKKEEPING);
    if (paused) await record({ action: 'pausePatient', target: 'patient', targetId: id, changes });
    else await record({ action: 'resumePatient', target: 'patient', targetId: id, changes });
    return 1;
  });
}

/** Delete archives (restorable like the other archived records); 0 when there is no live patient. */
export async function archivePatient(db: Db, actor: Actor, id: string, now: Date): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const before = await lockPatient(tx, id, scopeOf(actor));
    if (!before) return 0;
    await setPatient(tx, id, { archivedAt: now, archivedBy: actor.id });
    await record({
      action: 'archive',
      target: 'patient',
      targetId: id,
      changes: { archivedAt: { from: null, to: now.toISOString() } },
    });
    return 1;
  });
}

/**
 * Sets a patient's bridge to these donors: each one the caller may find, verified, able to give red
 * cells to the patient's group, and on at most one other live bridge. Donors kept keep their
 * answer; new ones are asked (pending); those left out leave. 0 when nothing changed.
 */
export async function setBridge(
  db: Db,
  actor: Actor,
  id: string,
  donorIds: string[],
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const patient = await lockPatient(tx, id, scopeOf(actor));
    if (!patient) throw new DomainError('notFound', NO_PATIENT);
    const found = new Map(
      (await donorsForBridge(tx, donorIds, scopeOf(actor))).map((d) => [d.id, d]),
    );
    const group = patient.bloodGroup as BloodGroup;
    donorIds.forEach((donorId, i) => {
      const donor = found.get(donorId);
      const field = `donorIds.${i}`;
      if (!donor || donor.status !== 'verified')
        throw new DomainError('invalid', `${field}: no verified donor ${donorId}`, field);
      if (!canGiveRedCells(donor.bloodGroup as BloodGroup, group))
        throw new DomainError(
          'invalid',
          `${field}: donor ${donor.name} (${donorId}) is ${BLOOD_GROUP_LABELS[donor.bloodGroup as BloodGroup]} and cannot give to a ${BLOOD_GROUP_LABELS[group]} patient`,
          field,
          ERROR_CODES.BRIDGE_DONOR_INCOMPATIBLE,
        );
    });
    const current = await lockBridge(tx, id);
    const active = new Set(current.filter((m) => m.agreement !== 'left').map((m) => m.donorId));
    const added = donorIds.filter((d) => !active.has(d));
    const others = await otherBridgesOf(tx, added, id);
    added.forEach((donorId) => {
      if ((others.get(donorId) ?? 0) >= BRIDGES_PER_DONOR) {
        const field = `donorIds.${donorIds.indexOf(donorId)}`;
        throw new DomainError(
          'conflict',
          `${field}: donor ${found.get(donorId)!.name} (${donorId}) is already on ${BRIDGES_PER_DONOR} bridges`,
          field,
          ERROR_CODES.BRIDGE_DONOR_TAKEN,
        );
      }
    });
    const removed = [...active].filter((d) => !donorIds.includes(d));
    if (!added.length && !removed.length) return 0;
    await addBridgeMembers(tx, id, added);
    await setAgreement(tx, id, removed, 'left');
    await record({
      action: 'changeBridge',
      target: 'patient',
      targetId: id,
      changes: { added, removed },
    });
    return 1;
  });
}

/** How planning sees a stored patient. */
const rotaPatient = (p: PatientRecord, bridge: string[]) => ({
  id: p.id,
  nextSessionOn: p.nextSessionAt,
  intervalDays: p.intervalDays,
  bags: p.bagsPerSession,
  paused: Boolean(p.pausedAt),
  bridge,
});

/**
 * The rota of `patientIds` (and, planned with them, every patient sharing bridge donors with them)
 * over `days` from today: each patient's sessions, and the donors' names.
 */
export async function planFor(db: Db | Tx, patientIds: string[], now: Date, days: number) {
  const from = todayInBangladesh(now);
  const state = await rotaState(db, patientIds, from);
  const bridges = new Map<string, string[]>();
  for (const m of state.members)
    bridges.set(m.patientId, [...(bridges.get(m.patientId) ?? []), m.donorId]);
  const plan = planRota({
    patients: state.patients.map((p) => rotaPatient(p, bridges.get(p.id) ?? [])),
    donors: state.donors,
    answers: state.answers.map((a) => ({ ...a, state: a.state as Answer })),
    from,
    days,
    rest: await readEligibility(db),
  });
  const names = new Map(state.donors.map((d) => [d.id, d.name]));
  const bridgeSize = (id: string) => bridges.get(id)?.length ?? 0;
  const answers = new Map(state.answers.map((a) => [`${a.patientId} ${a.date} ${a.donorId}`, a]));
  /** When this donor was asked for this patient's session (null: never). */
  const askedOf = (patientId: string, date: string, donorId: string) =>
    answers.get(`${patientId} ${date} ${donorId}`)?.askedAt ?? null;
  /** Why the app could not ask this donor for this session (null: it could, or did not try). */
  const reasonOf = (patientId: string, date: string, donorId: string) =>
    (answers.get(`${patientId} ${date} ${donorId}`)?.unreachableReason ??
      null) as UnreachableReason | null;
  return { plan, names, bridgeSize, askedOf, reasonOf, patients: state.patients };
}

/**
 * The sessions of one patient's plan with the donors' names and when each was asked, the day
 * asking begins, the general matches offered for a session (when given), and how many lack donors.
 */
export function presentSessions(
  patientId: string,
  sessions: PlannedSession[],
  read: {
    names: Map<string, string>;
    askedOf: (patientId: string, date: string, donorId: string) => Date | null;
    reasonOf: (patientId: string, date: string, donorId: string) => UnreachableReason | null;
    askDays: number;
    matches?: Map<string, SessionMatch[]>;
  },
) {
  return {
    sessions: sessions.map((s) => ({
      ...s,
      donors: s.donors.map((d) => ({
        ...d,
        name: read.names.get(d.donorId) ?? '',
        askedAt: read.askedOf(patientId, s.date, d.donorId)?.toISOString() ?? null,
        reason: d.state === 'unreachable' ? read.reasonOf(patientId, s.date, d.donorId) : null,
      })),
      askFrom: addDays(s.date, -read.askDays),
      matches: read.matches?.get(s.date) ?? null,
    })),
    uncovered: sessions.filter((s) => !s.covered).length,
  };
}

/** A donor offered for a session the bridge cannot fill. */
export interface SessionMatch {
  donorId: string;
  name: string;
  bloodGroup: BloodGroup;
  phone: string;
  upazila: string | null;
}

/**
 * Records what a bridge donor said or did for one of the patient's sessions: asked, confirmed,
 * declined, or given (then the donation goes into the donor's history through Donate, in the same
 * transaction; the session must be today or past). The day must be one of the patient's session
 * days. 0 when the answer was already that.
 */
export async function answerSession(
  db: Db,
  actor: Actor,
  id: string,
  body: SessionAnswerBody,
  now: Date,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const patient = await lockPatient(tx, id, scopeOf(actor));
    if (!patient) throw new DomainError('notFound', NO_PATIENT);
    const offset = daysBetween(patient.nextSessionAt, body.date);
    if (offset % patient.intervalDays !== 0)
      throw new DomainError('invalid', 'date: not a session day of this patient', 'date');
    const bridge = await lockBridge(tx, id);
    if (!bridge.some((m) => m.donorId === body.donorId && m.agreement !== 'left'))
      throw new DomainError('invalid', "donorId: not on this patient's bridge", 'donorId');
    const before = await lockAnswer(tx, id, body.date, body.donorId);
    if (before?.state === body.state) return 0;
    if (before?.state === 'given')
      throw new DomainError(
        'conflict',
        'state: the donation is recorded; remove it from the history instead',
        'state',
        ERROR_CODES.SESSION_ALREADY_GIVEN,
      );
    let donationId: string | null = null;
    if (body.state === 'given') {
      const today = todayInBangladesh(now);
      if (body.date > today)
        throw new DomainError(
          'invalid',
          'date: a session in the future cannot be given yet',
          'date',
        );
      // The bridge makes the donor this patient's: their history takes the donation whatever their unit.
      const donation = await recordDonationIn(
        tx,
        record,
        { id: actor.id, email: actor.email },
        body.donorId,
        {
          daysAgo: daysBetween(body.date, today),
          now,
          kind: 'whole_blood',
          place: patient.hospital,
          bloodRequestId: null,
        },
      );
      donationId = donation.id;
    }
    await putAnswer(tx, {
      patientId: id,
      sessionOn: body.date,
      donorId: body.donorId,
      state: body.state,
      donationId,
      // A volunteer's "asked" gives the donor a day to answer, like the app's own ask.
      ...(body.state === 'asked' ? { askedAt: now } : {}),
    });
    await record({
      action: 'answerSession',
      target: 'patient',
      targetId: id,
      changes: {
        date: body.date,
        donorId: body.donorId,
        state: { from: before?.state ?? null, to: body.state },
      },
    });
    return 1;
  });
}

/** The donor's bridges as their private link shows them; undefined for an unknown token. */
export async function bridgesOfLink(db: Db, token: string, now: Date) {
  const donorId = await donorOfToken(db, token, now);
  if (!donorId) return undefined;
  const memberships = await membershipsOf(db, donorId);
  const { plan } = await planFor(
    db,
    memberships.map((m) => m.patientId),
    now,
    90,
  );
  return {
    bridges: memberships.map((m) => {
      const own = (plan.get(m.patientId) ?? [])
        .map((s) => ({ date: s.date, state: s.donors.find((d) => d.donorId === donorId)?.state }))
        .filter((s): s is { date: string; state: NonNullable<typeof s.state> } => !!s.state);
      const mine = own.find((s) => s.state !== 'declined');
      return {
        patientId: m.patientId,
        hospital: m.hospital,
        intervalDays: m.intervalDays,
        agreement: m.agreement as BridgeAgreement,
        nextSession: mine ? { date: mine.date, state: mine.state } : null,
        // The donor's own sessions ahead (declined ones too, so the answer can change).
        sessions: own.slice(0, DONOR_SESSIONS_SHOWN),
      };
    }),
  };
}

/** The link's donor and their live membership of this patient's bridge (not found otherwise). */
async function linkedMember(tx: Tx, token: string, patientId: string) {
  const donor = await linkedDonor(tx, token);
  const member = (await lockBridge(tx, patientId)).find((m) => m.donorId === donor.donorId);
  const patient = member ? await lockPatient(tx, patientId, EVERYTHING) : undefined;
  if (!member || !patient) throw new DomainError('notFound', 'Not found');
  return { donorId: donor.donorId, member, patient };
}

/** The donor joins (agreed) or leaves a bridge they were asked onto; 0 when it already was so. */
export async function answerBridgeByDonor(
  db: Db,
  token: string,
  patientId: string,
  agreement: 'agreed' | 'left',
  actor: Actor = DONOR_LINK_ACTOR,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const { donorId, member } = await linkedMember(tx, token, patientId);
    if (member.agreement === agreement || member.agreement === 'left') return 0;
    await setAgreement(tx, patientId, [donorId], agreement);
    await record({
      action: 'donorBridgeAnswered',
      target: 'patient',
      targetId: patientId,
      changes: { donorId, agreement: { from: member.agreement, to: agreement }, via: 'donorLink' },
    });
    return 1;
  });
}

/** The donor confirms or declines one of the patient's sessions; 0 when the answer was already that. */
export async function answerSessionByDonor(
  db: Db,
  token: string,
  patientId: string,
  body: { date: string; answer: 'confirmed' | 'declined' },
  now: Date,
  actor: Actor = DONOR_LINK_ACTOR,
): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    const { donorId, member, patient } = await linkedMember(tx, token, patientId);
    if (member.agreement === 'left') throw new DomainError('notFound', 'Not found');
    if (daysBetween(patient.nextSessionAt, body.date) % patient.intervalDays !== 0)
      throw new DomainError('invalid', 'date: not a session day of this patient', 'date');
    if (body.date < todayInBangladesh(now))
      throw new DomainError('invalid', 'date: this session is past', 'date');
    const before = await lockAnswer(tx, patientId, body.date, donorId);
    if (before?.state === body.answer) return 0;
    if (before?.state === 'given')
      throw new DomainError(
        'conflict',
        'state: the donation is recorded',
        'answer',
        ERROR_CODES.SESSION_ALREADY_GIVEN,
      );
    await putAnswer(tx, { patientId, sessionOn: body.date, donorId, state: body.answer });
    await record({
      action: 'answerSession',
      target: 'patient',
      targetId: patientId,
      changes: {
        date: body.date,
        donorId,
        state: { from: before?.state ?? null, to: body.answer },
        via: 'donorLink',
      },
    });
    return 1;
  });
}
