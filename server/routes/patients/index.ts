import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedAnswer, modifiedAnswer } from '../../../common/schemas/answers.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import {
  bridgeBody,
  bridgeSuggestions,
  patientAnswer,
  patientCreateBody,
  patientCreatedAnswer,
  patientIdParam,
  patientListQuery,
  patientPage,
  patientPauseBody,
  patientUpdateBody,
  sessionAnswerBody,
  sessionsAnswer,
  sessionsQuery,
  SESSION_MATCHES_MAX,
  todaySessionsAnswer,
  TODAY_SESSIONS_MAX,
  type PatientRow,
} from '../../../common/schemas/patients.ts';
import { RELIABILITY_MISSES, type BloodGroup } from '../../../common/constants.ts';
import {
  bridgeOf,
  bridgeCounts,
  donorPhonesOf,
  findPatient,
  hospitalPlaceNames,
  patientIdsIn,
  patientIdsWithSessionOn,
  type PatientRecord,
} from '../../data/patients.ts';
import { recentCallMisses } from '../../data/calls.ts';
import { matchDetails, pageMatches, type MatchRequest } from '../../data/matches.ts';
import { actorOf } from '../../domain/command.ts';
import {
  answerSession,
  archivePatient,
  pausePatient,
  planFor,
  presentSessions,
  registerPatient,
  type SessionMatch,
  setBridge,
  updatePatient,
} from '../../domain/patients.ts';
import type { PlannedSession } from '../../domain/rota.ts';
import { requestScope } from '../../plugins/access.ts';
import { resolveScope, type Scope } from '../../data/scope.ts';
import { everBridgeDonors } from '../../data/bridge-asks.ts';
import { readAlertSettings } from '../../data/settings.ts';
import { askDaysOf } from '../../domain/bridge-asks.ts';
import { addDays, startOfDay, todayInBangladesh } from '../../../common/dates.ts';
import { notFound } from '../../http-errors.ts';
import { presentOptionalPlace } from '../../shared/geo-presenter.ts';
import { admin } from '../../policy.ts';

/**
 * A patient as the matching reads a request: their group, and their hospital's place (decisions/065),
 * so that donors nearest the hospital rank first; without a place, that key is not used.
 */
const matchRequestOf = (patient: PatientRecord): MatchRequest => ({
  id: patient.id,
  bloodGroup: patient.bloodGroup as BloodGroup,
  divisionId: patient.divisionId,
  districtId: patient.districtId,
  upazilaId: patient.upazilaId,
  unionId: patient.unionId,
});

/**
 * The general matches for a session the bridge cannot fill (decisions/061): the matching's
 * ranking for the patient's group among donors eligible and not paused on that day, those ever on
 * the bridge left out; with their number, for the volunteer to call.
 */
async function sessionMatches(
  db: FastifyInstance['db'],
  patient: PatientRecord,
  date: string,
  now: Date,
  scope: Scope,
): Promise<SessionMatch[]> {
  const { ranked } = await pageMatches(
    db,
    matchRequestOf(patient),
    // Eligible on the day: as planning reads it, a rest or pause over by the day's start.
    {
      limit: SESSION_MATCHES_MAX * 3,
      page: 0,
      includeNotEligible: false,
      now: startOfDay(date),
      scope,
    },
  );
  const bridge = await everBridgeDonors(db, patient.id);
  const ids = ranked
    .map((r) => r.id)
    .filter((id) => !bridge.has(id))
    .slice(0, SESSION_MATCHES_MAX);
  const details = await matchDetails(db, patient.id, ids, now);
  return ids
    .filter((id) => details.has(id))
    .map((id) => {
      const d = details.get(id)!;
      return {
        donorId: id,
        name: d.name,
        bloodGroup: d.blood_group,
        phone: d.phone1,
        upazila: d.upazila,
      };
    });
}

/** The window the list and a patient's summary look at: the next 90 days. */
const SUMMARY_DAYS = 90;

/** What the list and the patient's page show of a patient, with its next 90 days summed up. */
function presentPatient(
  p: PatientRecord,
  sessions: PlannedSession[],
  bridgeSize: number,
): PatientRow {
  const next = sessions[0];
  return {
    id: p.id,
    unitId: p.unitId,
    name: p.name,
    bloodGroup: p.bloodGroup as BloodGroup,
    guardianPhone: p.guardianPhone,
    hospital: p.hospital,
    intervalDays: p.intervalDays,
    bagsPerSession: p.bagsPerSession,
    nextSessionAt: p.nextSessionAt,
    notes: p.notes,
    consentAt: p.consentAt.toISOString(),
    paused: Boolean(p.pausedAt),
    bridgeSize,
    nextSession: next ? { date: next.date, covered: next.covered } : null,
    uncoveredSessions: sessions.filter((s) => !s.covered).length,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * Recurring patients and their blood bridges (docs/decisions/057-blood-bridges.md). Personal
 * data: admins only, scoped to their units (another unit's patient answers 404), never on a
 * public page; every change is a domain command with its audit event.
 */
export async function patientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.post(
    '/api/patients',
    {
      schema: { body: patientCreateBody, response: { 201: patientCreatedAnswer } },
      // Not `scoped`: it touches no row of a unit's; the caller's units are read here to choose the new patient's.
      config: {
        access: admin,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'registerPatient',
          tag: 'patients',
          summary: "Register a recurring patient, with the guardian's consent",
        },
      },
    },
    async (request, reply) => {
      const scope = await resolveScope(db, request.caller!);
      const id = await registerPatient(
        db,
        { ...actorOf(request), scope },
        request.body,
        new Date(),
      );
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/api/patients',
    {
      schema: { querystring: patientListQuery, response: { 200: patientPage } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listPatients',
          tag: 'patients',
          summary:
            "The caller's units' recurring patients, paged: those whose next session lacks donors first, then by the next session's date",
        },
      },
    },
    async (request) => {
      const { limit, pageNumber } = request.query;
      const ids = await patientIdsIn(db, requestScope(request));
      const { plan, bridgeSize, patients } = await planFor(db, ids, new Date(), SUMMARY_DAYS);
      const wanted = new Set(ids);
      const shown = patients
        .filter((p) => wanted.has(p.id))
        .map((p) => presentPatient(p, plan.get(p.id) ?? [], bridgeSize(p.id)))
        .sort(
          (a, b) =>
            Number(a.nextSession?.covered ?? true) - Number(b.nextSession?.covered ?? true) ||
            (a.nextSession?.date ?? '9999').localeCompare(b.nextSession?.date ?? '9999') ||
            a.name.localeCompare(b.name),
        );
      return {
        patients: shown.slice(pageNumber * limit, (pageNumber + 1) * limit),
        totalCount: shown.length,
        pageCount: pageCount(shown.length, limit),
      };
    },
  );

  app.get(
    '/api/bridge-sessions/today',
    {
      schema: { response: { 200: todaySessionsAnswer } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listTodaySessions',
          tag: 'patients',
          summary: `Today's bridge sessions of the caller's units (at most ${TODAY_SESSIONS_MAX}): each patient's hospital and bags, and the donors planned or answering for today with their numbers`,
        },
      },
    },
    async (request) => {
      const now = new Date();
      const today = todayInBangladesh(now);
      const ids = await patientIdsWithSessionOn(
        db,
        requestScope(request),
        today,
        TODAY_SESSIONS_MAX,
      );
      const { plan, names, patients } = await planFor(db, ids, now, 1);
      const wanted = new Set(ids);
      const sessions = patients
        .filter((p) => wanted.has(p.id))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .flatMap((p) =>
          (plan.get(p.id) ?? [])
            .filter((s) => s.date === today)
            .map((s) => ({ patient: p, session: s })),
        );
      const phones = await donorPhonesOf(
        db,
        sessions.flatMap(({ session }) => session.donors.map((d) => d.donorId)),
      );
      return {
        date: today,
        sessions: sessions.map(({ patient, session }) => ({
          patientId: patient.id,
          name: patient.name,
          hospital: patient.hospital,
          bloodGroup: patient.bloodGroup as BloodGroup,
          bags: session.bags,
          covered: session.covered,
          donors: session.donors.map((d) => ({
            donorId: d.donorId,
            name: names.get(d.donorId) ?? '',
            phone: phones.get(d.donorId) ?? '',
            state: d.state,
          })),
        })),
      };
    },
  );

  app.get(
    '/api/patients/:id',
    {
      schema: { params: patientIdParam, response: { 200: patientAnswer } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getPatient',
          tag: 'patients',
          summary:
            "One recurring patient, with their hospital's place, their bridge and the next 90 days summed up",
        },
      },
    },
    async (request) => {
      const patient = await findPatient(db, request.params.id, requestScope(request));
      if (!patient) throw notFound('No patient with that id');
      const { plan, bridgeSize } = await planFor(db, [patient.id], new Date(), SUMMARY_DAYS);
      const bridge = await bridgeOf(db, patient.id);
      return {
        ...presentPatient(patient, plan.get(patient.id) ?? [], bridgeSize(patient.id)),
        ...presentOptionalPlace(patient, await hospitalPlaceNames(db, patient.id)),
        bridge: bridge.map((m) => ({
          ...m,
          bloodGroup: m.bloodGroup as BloodGroup,
          agreement: m.agreement as 'pending' | 'agreed' | 'left',
          nextEligibleAt: m.nextEligibleAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.patch(
    '/api/patients/:id',
    {
      schema: {
        params: patientIdParam,
        body: patientUpdateBody,
        response: { 200: modifiedAnswer },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'updatePatient',
          tag: 'patients',
          summary: "Change a recurring patient's details",
        },
      },
    },
    async (request) => ({
      modifiedCount: await updatePatient(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/patients/:id/pause',
    {
      schema: { params: patientIdParam, body: patientPauseBody, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'pausePatient',
          tag: 'patients',
          summary: 'Pause (no sessions planned) or resume a recurring patient',
        },
      },
    },
    async (request) => ({
      modifiedCount: await pausePatient(
        db,
        actorOf(request),
        request.params.id,
        request.body.paused,
        new Date(),
      ),
    }),
  );

  app.post(
    '/api/patients/:id/archive',
    {
      schema: { params: patientIdParam, response: { 200: deletedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'archivePatient',
          tag: 'patients',
          summary: 'Archive a recurring patient',
        },
      },
    },
    async (request) => ({
      deletedCount: await archivePatient(db, actorOf(request), request.params.id, new Date()),
    }),
  );

  app.put(
    '/api/patients/:id/bridge',
    {
      schema: { params: patientIdParam, body: bridgeBody, response: { 200: modifiedAnswer } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'setBridge',
          tag: 'patients',
          summary:
            "Set a patient's bridge: compatible verified donors the caller may find, each on at most two bridges",
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await setBridge(
        db,
        actorOf(request),
        request.params.id,
        request.body.donorIds,
      ),
    }),
  );

  app.get(
    '/api/patients/:id/sessions',
    {
      schema: {
        params: patientIdParam,
        querystring: sessionsQuery,
        response: { 200: sessionsAnswer },
      },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listPatientSessions',
          tag: 'patients',
          summary:
            "A patient's sessions over the next `days` (90 unless given) with the bridge donors planned for each, planned from the current state; a session the bridge cannot fill once asking began offers the general matches for its day",
        },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      const patient = await findPatient(db, request.params.id, scope);
      if (!patient) throw notFound('No patient with that id');
      const now = new Date();
      const { plan, names, askedOf, reasonOf } = await planFor(
        db,
        [patient.id],
        now,
        request.query.days,
      );
      const sessions = plan.get(patient.id) ?? [];
      const askDays = askDaysOf(await readAlertSettings(db, patient.unitId));
      // Asking has begun and the bridge has nobody left: the general matches for that day.
      const lastAsked = addDays(todayInBangladesh(now), askDays);
      const matches = new Map<string, SessionMatch[]>();
      for (const s of sessions.filter((s) => !s.covered && s.date <= lastAsked))
        matches.set(s.date, await sessionMatches(db, patient, s.date, now, scope));
      return presentSessions(patient.id, sessions, { names, askedOf, reasonOf, askDays, matches });
    },
  );

  app.post(
    '/api/patients/:id/session-answers',
    {
      schema: {
        params: patientIdParam,
        body: sessionAnswerBody,
        response: { 200: modifiedAnswer },
      },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'patients', target: 'patient' },
        operation: {
          id: 'answerPatientSession',
          tag: 'patients',
          summary:
            "Record a bridge donor's answer for a session: asked, confirmed, declined, or given (recorded in the donor's history)",
          conflict: true,
        },
      },
    },
    async (request) => ({
      modifiedCount: await answerSession(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        new Date(),
      ),
    }),
  );

  app.get(
    '/api/patients/:id/suggestions',
    {
      schema: { params: patientIdParam, response: { 200: bridgeSuggestions } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'suggestBridgeDonors',
          tag: 'patients',
          summary:
            "Donors for a patient's bridge, in the matches' ranking for the patient's group: their own group before the other compatible ones; within each, nearest the hospital's place first (same union, upazila, district, division, then elsewhere, then place unknown; not used when the patient has no place); then least recently called. Those who may give now before resting ones. Reliable by their call history: a donor whose last 3 calls missed them twice or more (no answer, unreachable, wrong number) comes after every reliable one, in the same order (missedCalls). Donors on the bridge or on two bridges left out",
        },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      const patient = await findPatient(db, request.params.id, scope);
      if (!patient) throw notFound('No patient with that id');
      const now = new Date();
      const { ranked } = await pageMatches(db, matchRequestOf(patient), {
        limit: 60,
        page: 0,
        includeNotEligible: true,
        now,
        scope,
      });
      const ids = ranked.map((r) => r.id);
      const onBridge = new Set((await bridgeOf(db, patient.id)).map((m) => m.donorId));
      const counts = await bridgeCounts(db, ids);
      const details = await matchDetails(db, patient.id, ids, now);
      const misses = await recentCallMisses(db, ids);
      const reliable = (id: string) => (misses.get(id) ?? 0) < RELIABILITY_MISSES;
      const open = ids.filter(
        (id) => !onBridge.has(id) && (counts.get(id) ?? 0) < 2 && details.has(id),
      );
      return {
        // A bridge is a promise every few weeks: the reliable first, each part in the matches' order.
        donors: [...open.filter(reliable), ...open.filter((id) => !reliable(id))]
          .slice(0, 30)
          .map((id) => {
            const d = details.get(id)!;
            return {
              donorId: id,
              name: d.name,
              bloodGroup: d.blood_group,
              upazila: d.upazila,
              bridges: counts.get(id) ?? 0,
              missedCalls: misses.get(id) ?? 0,
            };
          }),
      };
    },
  );
}
