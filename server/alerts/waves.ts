import type { Db } from '../db/client.ts';
import { claimDueWaves, WAVE_LEASE_SECONDS } from '../data/waves.ts';
import { SYSTEM_ACTOR } from '../domain/command.ts';
import { sendWave } from '../domain/waves.ts';
import { PollingWorker } from './polling-worker.ts';

/**
 * The wave worker (docs/decisions/059), run in every instance beside the outbox worker: it claims
 * the requests whose next automatic wave is due (FOR UPDATE SKIP LOCKED and a lease, so two
 * instances never send one wave twice) and sends each (domain/waves.ts sendWave), which stops
 * them instead once the pledges cover the bags or the request closed. Its clock is given, so that
 * a test can move time on.
 */
export interface WaveWorkerOptions {
  db: Db;
  linkKey: Buffer;
  pushAvailable: boolean;
  defaultWaveSeconds: number;
  pollMs: number;
  clock?: () => Date;
  /** Called after a wave queued alerts (the outbox worker is woken). */
  onQueued?: () => void;
  onError?: (error: unknown) => void;
}

const BATCH = 10;

export class WaveWorker extends PollingWorker {
  constructor(private readonly o: WaveWorkerOptions) {
    super({ batch: BATCH, pollMs: o.pollMs, onError: o.onError });
  }

  /** Sends every due wave of one batch; answers how many requests it claimed. */
  async runOnce(): Promise<number> {
    const now = (this.o.clock ?? (() => new Date()))();
    const due = await claimDueWaves(this.o.db, now, BATCH, WAVE_LEASE_SECONDS);
    for (const { blood_request_id: id } of due) {
      try {
        const result = await sendWave(this.o.db, SYSTEM_ACTOR, id, {
          linkKey: this.o.linkKey,
          pushAvailable: this.o.pushAvailable,
          now,
          defaultWaveSeconds: this.o.defaultWaveSeconds,
        });
        if (result.queued) this.o.onQueued?.();
      } catch (error) {
        // One request's failure leaves the others' waves going; its lease runs out and it is tried again.
        this.o.onError?.(error);
      }
    }
    return due.length;
  }
}
