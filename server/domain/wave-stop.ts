import { bagsNeeded } from '../../common/schemas/blood-requests.ts';
import type { Tx } from '../db/client.ts';
import { liveOffersOf, lockRunningAutoAlerts, stopAutoAlertsRow } from '../data/waves.ts';
import type { Actor, AuditRecord } from './command.ts';

export type WaveStopReason = 'covered' | 'closed' | 'stopped' | 'exhausted';

/**
 * The covered rule of the automatic waves (docs/decisions/059): the request's live pledges (a
 * donor's yes through the link, or one a volunteer recorded or confirmed) are as many as its bags.
 */
export const coversBags = (livePledges: number, quantity: string) =>
  livePledges >= bagsNeeded(quantity);

/** Stops a request's waves for `reason` and audits it (autoAlertsStopped), in the caller's transaction. */
export async function stopWavesIn(
  tx: Tx,
  record: (event: AuditRecord) => Promise<void>,
  actor: Actor,
  requestId: string,
  reason: WaveStopReason,
  now: Date,
) {
  await stopAutoAlertsRow(tx, requestId, reason, actor.id, now);
  await record({
    action: 'autoAlertsStopped',
    target: 'bloodRequest',
    targetId: requestId,
    changes: { reason },
  });
}

/**
 * After a donor's yes or a pledge, in that same transaction (docs/decisions/066): when the
 * request's waves run and the live pledges now cover the bags, they stop at once with reason
 * `covered`, as the wave worker would have at the next due wave; whether they stopped. The wave
 * state is locked SKIP LOCKED: a wave being sent holds it, and that wave counts the pledges after
 * this transaction released the request's row, so it stops them itself; nothing waits on it.
 */
export async function stopWavesWhenCovered(
  tx: Tx,
  record: (event: AuditRecord) => Promise<void>,
  actor: Actor,
  request: { id: string; quantity: string },
  now: Date,
): Promise<boolean> {
  const running = await lockRunningAutoAlerts(tx, request.id);
  if (!running) return false;
  if (!coversBags(await liveOffersOf(tx, request.id), request.quantity)) return false;
  await stopWavesIn(tx, record, actor, request.id, 'covered', now);
  return true;
}
