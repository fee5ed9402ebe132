import { bagsNeeded } from '../../common/schemas/blood-requests.ts';
import { WAVE_REACHES, type WaveReach } from '../../common/schemas/alerts.ts';
import type { AlertSkip } from '../../common/schemas/alerts.ts';
import type { BloodGroup, Proximity } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { lockRequestStatus, requestToAlert as readRequestToAlert } from '../data/alerts.ts';
import { pageMatches } from '../data/matches.ts';
import type { Scope } from '../data/scope.ts';
import { readAlertSettings } from '../data/settings.ts';
import {
  advanceAutoAlerts,
  alertedDonorsOf,
  insertWave,
  liveOffersOf,
  lockAutoAlerts,
  upsertAutoAlerts,
} from '../data/waves.ts';
import { coversBags, stopWavesIn, type WaveStopReason } from './wave-stop.ts';
import { queueCandidates, type QueueOptions } from './alerts.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DomainError, requestClosed } from './errors.ts';

/**
 * Automatic alerts in waves (docs/decisions/059). A volunteer starts them; each wave alerts the
 * best donors not yet alerted for the request, as many as the bags still uncovered plus extras
 * (two when urgent, one otherwise), within a reach that widens from wave to wave: the request's
 * union, upazila, district, division, then the donors other units share. A reach with nobody new
 * is passed over at once. Before each wave the server counts the live pledges (a donor's yes
 * through the link, or a volunteer's): when they cover the bags, or the request closed, or a
 * volunteer stopped them, the waves stop. Limits, consent and quiet hours apply as to any alert
 * (domain/alerts.ts queueCandidates), and a donor is never alerted twice for one request.
 */

/** Which proximities (data/matches.ts) each reach takes in. */
const WITHIN: Record<WaveReach, (p: Proximity | null) => boolean> = {
  union: (p) => p === 'union',
  upazila: (p) => p === 'union' || p === 'upazila',
  district: (p) => p === 'union' || p === 'upazila' || p === 'district',
  division: (p) => p === 'union' || p === 'upazila' || p === 'district' || p === 'division',
  shared: () => true,
};

type Request = NonNullable<Awaited<ReturnType<typeof readRequestToAlert>>>;

/** The reaches the request's place allows, nearest first (a request with no place: shared only). */
function reachesOf(request: Request): WaveReach[] {
  const known: Record<Exclude<WaveReach, 'shared'>, unknown> = {
    union: request.unionId,
    upazila: request.upazilaId,
    district: request.districtId,
    division: request.divisionId,
  };
  return WAVE_REACHES.filter((r) => r === 'shared' || known[r] !== null);
}

/** The request's own unit as a scope: its donors, and those other units share. */
const unitScope = (unitId: string | null): Scope =>
  unitId
    ? { all: false, unitIds: [unitId], queue: false }
    : { all: false, unitIds: [], queue: true };

export interface WaveOptions extends QueueOptions {
  /** ALERT_WAVE_SECONDS: the wait between waves unless the unit's settings say another. */
  defaultWaveSeconds: number;
}

export interface WaveResult {
  queued: number;
  skipped: AlertSkip[];
  wave: number | null;
  reach: WaveReach | null;
  nextAt: string | null;
  stopped: WaveStopReason | null;
}

/**
 * The next wave of a request whose waves run (the worker when one is due, or the start): stops
 * them instead when the pledges cover the bags or the request closed.
 */
export async function sendWave(
  db: Db,
  actor: Actor,
  requestId: string,
  options: WaveOptions,
): Promise<WaveResult> {
  const { now } = options;
  const none = (stopped: WaveResult['stopped']): WaveResult => ({
    queued: 0,
    skipped: [],
    wave: null,
    reach: null,
    nextAt: null,
    stopped,
  });
  const request = await readRequestToAlert(db, requestId);
  // The candidates are read before the transaction, as a volunteer's alerts read them.
  const scope = unitScope(request?.unitId ?? null);
  const alerted = await alertedDonorsOf(db, requestId);
  const ranked = request
    ? (
        await pageMatches(
          db,
          { ...request, bloodGroup: request.bloodGroup as BloodGroup },
          { limit: 200, page: 0, includeNotEligible: false, now, scope },
        )
      ).ranked.filter((r) => !alerted.has(r.id))
    : [];
  const settings = await readAlertSettings(db, request?.unitId ?? null);
  const waveSeconds = settings.waveSeconds ?? options.defaultWaveSeconds;

  return runCommand(db, actor, async (tx, record) => {
    const state = await lockAutoAlerts(tx, requestId);
    if (!state || state.stoppedAt) return none(state?.stopReason as WaveResult['stopped']);
    // Another sender sent this wave while this one waited for the row: the next is not due yet.
    if (state.nextAt && state.nextAt > now) return none(null);
    const locked = await lockRequestStatus(tx, requestId);
    if (!request || !locked || locked.status !== 'incomplete') {
      await stopWavesIn(tx, record, actor, requestId, 'closed', now);
      return none('closed');
    }
    const bags = bagsNeeded(request.quantity);
    const covered = await liveOffersOf(tx, requestId);
    if (coversBags(covered, request.quantity)) {
      await stopWavesIn(tx, record, actor, requestId, 'covered', now);
      return none('covered');
    }
    const want = bags - covered + (state.urgent ? 2 : 1);
    const reaches = reachesOf(request);
    const last = state.reach ? reaches.indexOf(state.reach as WaveReach) : -1;
    for (let k = Math.min(last + 1, reaches.length - 1); k < reaches.length; k++) {
      const reach = reaches[k]!;
      const inReach = ranked.filter((r) => WITHIN[reach](r.proximity)).map((r) => r.id);
      if (!inReach.length) continue;
      const result = await queueCandidates(tx, record, actor, request, inReach, {
        ...options,
        limit: want,
        urgent: state.urgent,
        scope,
        ...(reach === 'shared' ? {} : { onlyUnit: { unitId: request.unitId } }),
      });
      if (!result.queued) continue;
      const number = state.wave + 1;
      const nextAt = new Date(now.getTime() + waveSeconds * 1000);
      await insertWave(tx, {
        bloodRequestId: requestId,
        number,
        reach,
        queued: result.queued,
        sentAt: now,
      });
      await advanceAutoAlerts(tx, requestId, number, reach, nextAt);
      await record({
        action: 'alertWaveSent',
        target: 'bloodRequest',
        targetId: requestId,
        changes: { wave: number, reach, queued: result.queued },
      });
      return { ...result, wave: number, reach, nextAt: nextAt.toISOString(), stopped: null };
    }
    await stopWavesIn(tx, record, actor, requestId, 'exhausted', now);
    return none('exhausted');
  });
}

/** POST /api/blood-request/:id/alerts with auto: starts the waves and sends the first at once. */
export async function startWaves(
  db: Db,
  actor: Actor,
  requestId: string,
  urgent: boolean,
  options: WaveOptions,
): Promise<WaveResult> {
  await runCommand(db, actor, async (tx, record) => {
    const request = await readRequestToAlert(tx, requestId, scopeOf(actor));
    if (!request) throw new DomainError('notFound', 'No blood request with that id');
    const locked = await lockRequestStatus(tx, requestId);
    if (!locked) throw new DomainError('notFound', 'No blood request with that id');
    if (locked.status !== 'incomplete') throw requestClosed(locked.status);
    await upsertAutoAlerts(tx, requestId, urgent, actor.id, options.now);
    await record({
      action: 'autoAlertsStarted',
      target: 'bloodRequest',
      targetId: requestId,
      changes: { urgent },
    });
  });
  return sendWave(db, actor, requestId, options);
}

/** POST /api/blood-request/:id/alerts/stop: a volunteer stops the waves; whether they ran. */
export function stopWaves(db: Db, actor: Actor, requestId: string, now: Date) {
  return runCommand(db, actor, async (tx, record) => {
    const request = await readRequestToAlert(tx, requestId, scopeOf(actor));
    if (!request) throw new DomainError('notFound', 'No blood request with that id');
    const state = await lockAutoAlerts(tx, requestId);
    if (!state || state.stoppedAt) return { stopped: false };
    await stopWavesIn(tx, record, actor, requestId, 'stopped', now);
    return { stopped: true };
  });
}
