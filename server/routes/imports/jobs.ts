import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import {
  importOptions,
  type ImportJob,
  type ImportOptions,
} from '../../../common/schemas/imports.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { PollingWorker } from '../../alerts/polling-worker.ts';
import { SYSTEM_ACTOR, type Actor } from '../../domain/command.ts';
import { endImportJob, type ImportJobEnd } from '../../domain/imports.ts';
import {
  advanceImportJob,
  claimNextImportJob,
  handBackImportJob,
  importJobRow,
  importJobStarter,
  importJobStillHeld,
  insertImportJob,
  latestImportJobRow,
  lockImportWrites,
  type ClaimedJob,
  type ImportJobRow as JobRow,
} from '../../data/import-jobs.ts';
import type { Scope } from '../../data/scope.ts';
import { lockEligibility } from '../../data/settings.ts';
import { checkRows, loadPlaces } from './check-rows.ts';
import { ChoiceError, SheetError } from './read-sheet.ts';
import { refreshPlannerStatistics, writeChunk, type ChunkCounts } from '../../data/imports.ts';
import { sheetOf, type ReadSheet } from './upload.ts';

/**
 * Import jobs (docs/decisions/053): a confirmed import is a row of import_jobs that a worker claims
 * with FOR UPDATE SKIP LOCKED and a lease, as the alert outbox does (decisions/036), and writes in
 * chunks of IMPORT_CHUNK_ROWS rows, each in its own short transaction that also advances the job's
 * rows_done and counts. So the embedded database's one connection is never held for more than a
 * chunk, and a job whose process died resumes after its last committed chunk: a chunk is written
 * whole or not at all, and each row is checked against the donors of its chunk's moment, so a
 * re-run chunk never makes a donor twice (the unique first-number index stands behind that).
 */
export const IMPORT_CHUNK_ROWS = 250;
/** A job's own reason code (not an HTTP answer's): it stopped on something unexpected, or kept stopping. */
export const IMPORT_JOB_FAILED = 'IMPORT_JOB_FAILED';
/** A job claimed this many times without ending (its process keeps dying) is given up. */
const MAX_ATTEMPTS = 5;
/** A chunk that meets a number registered at that very moment is checked and written again. */
const CHUNK_TRIES = 3;

export type { ClaimedJob };

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What an admin sees of a job (never the file, nor who else started it). */
export function presentJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    state: row.state,
    fileName: row.file_name,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    totalRows: row.total_rows,
    rowsDone: row.rows_done,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    errors: row.errors,
    status: row.status === 'pending' ? 'pending' : 'verified',
    errorCode: row.error_code,
    errorMessage: row.error_message,
  };
}

/** A job of the units in the scope (another unit's job is as missing). */
export async function findJob(db: Db, id: string, scope: Scope): Promise<ImportJob | null> {
  const row = await importJobRow(db, id, scope);
  return row ? presentJob(row) : null;
}

/** The latest job of the units in the scope (a screen opened while one runs finds it). */
export async function latestJob(db: Db, scope: Scope): Promise<ImportJob | null> {
  const row = await latestImportJobRow(db, scope);
  return row ? presentJob(row) : null;
}

/**
 * A new job for a confirmed upload. With `runHere` (a small file) and no other import queued or
 * running, the job is claimed at once for the caller to run while its request waits; otherwise it
 * is queued for a worker.
 */
export async function createJob(
  db: Db,
  input: {
    createdBy: string | null;
    fileName: string;
    file: Buffer;
    options: ImportOptions;
    totalRows: number;
    runHere: boolean;
    leaseSeconds: number;
    /** The unit its donors go into (server/domain/imports.ts importUnitFor). */
    unitId: string;
  },
): Promise<{ id: string; claimed: ClaimedJob | null }> {
  return insertImportJob(db, input);
}

/**
 * Claims the next job: the oldest queued one, or a running one whose lease ran out (its process
 * died), but only while no other job runs with a live lease. Under the claim lock, so two
 * instances never start two imports at once.
 */
export async function claimNext(db: Db, leaseSeconds: number): Promise<ClaimedJob | null> {
  return claimNextImportJob(db, leaseSeconds);
}

/** Another worker resumed the job (this one's lease had run out): stop writing. */
class LostClaim extends Error {}

/** The job stopped for a reason that running it again would not change. */
class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface JobRunner {
  db: Db;
  leaseSeconds: number;
  /** After each committed chunk (the public cache's donor answers are stale). */
  onChunk?: () => Promise<void> | void;
  onError?: (error: unknown) => void;
  /** True when the process is stopping: the job is handed back after the chunk in hand. */
  stopping?: () => boolean;
  /**
   * The embedded database's one connection is shared with every request: after each chunk the job
   * leaves it to them for as long as the chunk held it, so that a request waits for one chunk at
   * most, not for a chunk between each of its queries.
   */
  shareConnection?: boolean;
}

async function actorOf(db: Db, userId: string | null): Promise<Actor> {
  if (!userId) return SYSTEM_ACTOR;
  const user = await importJobStarter(db, userId);
  return user ? { id: user.id, email: user.email } : SYSTEM_ACTOR;
}

/**
 * Runs a claimed job to its end: reads its file, checks every row once (what only the whole file
 * shows: a number on two rows, a date column's order, fill from above), then writes the rows from
 * rows_done on, chunk by chunk. Ends done or failed with its audit event, then refreshes the
 * planner's statistics once if anything was written. `read` is the file already read (the confirm
 * of a small file). Answers how the job ended, or null when it was handed back or taken over.
 */
export async function runJob(
  runner: JobRunner,
  job: ClaimedJob,
  read?: ReadSheet,
): Promise<ImportJobEnd | null> {
  const { db } = runner;
  const actor = await actorOf(db, job.created_by);
  let wrote = false;
  let end: ImportJobEnd;
  try {
    if (job.attempts > MAX_ATTEMPTS)
      throw new JobFailure(
        IMPORT_JOB_FAILED,
        'The import stopped too many times; import the file again',
      );
    const options = importOptions.parse(job.options);
    let file: ReadSheet;
    try {
      file = read ?? (await sheetOf(Buffer.from(job.file ?? []), options));
    } catch (error) {
      if (error instanceof SheetError || error instanceof ChoiceError)
        throw new JobFailure(ERROR_CODES.IMPORT_FILE_UNREADABLE, error.message);
      throw error;
    }
    const places = await loadPlaces(db);
    const rows = await checkRows(
      db,
      file.sheet.rows,
      file.rowMapping,
      places,
      file.options.fillDown,
      file.options.dateOrders,
    );
    const now = new Date();
    for (let start = job.rows_done; start < rows.length; start += IMPORT_CHUNK_ROWS) {
      if (runner.stopping?.()) {
        await handBack(db, job);
        return null;
      }
      const end = Math.min(start + IMPORT_CHUNK_ROWS, rows.length);
      const chunk = rows.slice(start, end);
      const chunkStarted = performance.now();
      for (let attempt = 1; ; attempt++) {
        try {
          await db.transaction(async (tx) => {
            const days = await lockEligibility(tx);
            await lockImportWrites(tx);
            const counts: ChunkCounts = await writeChunk(
              tx,
              chunk,
              options,
              job.created_by,
              now,
              days,
              job.id,
              job.unit_id,
            );
            const moved = await advanceImportJob(
              tx,
              job,
              { start, end },
              counts,
              runner.leaseSeconds,
            );
            if (!moved) throw new LostClaim();
          });
          break;
        } catch (error) {
          if (isUniqueViolation(error) && attempt < CHUNK_TRIES) continue;
          if (isUniqueViolation(error))
            throw new JobFailure(
              ERROR_CODES.IMPORT_CHANGED,
              'Numbers in the file kept being registered while importing',
            );
          throw error;
        }
      }
      wrote = true;
      await runner.onChunk?.();
      if (runner.shareConnection)
        await new Promise((resolve) => setTimeout(resolve, performance.now() - chunkStarted));
    }
    end = { state: 'done' };
  } catch (error) {
    if (error instanceof LostClaim) return null;
    if (!(error instanceof JobFailure)) {
      runner.onError?.(error);
      // The database itself may be what failed: leave the job running; its lease runs out and it resumes.
      if (!(await stillHeld(db, job).catch(() => false))) return null;
    }
    end =
      error instanceof JobFailure
        ? { state: 'failed', code: error.code, message: error.message }
        : {
            state: 'failed',
            code: IMPORT_JOB_FAILED,
            message: 'The import stopped on an unexpected error',
          };
  }
  const ended = await endImportJob(db, actor, job, end);
  if (!ended) return null;
  if (wrote || job.rows_done > 0) {
    try {
      await refreshPlannerStatistics(db);
    } catch (error) {
      runner.onError?.(error);
    }
  }
  return end;
}

/** Whether the job is still this claim's (the database answers, and nobody took the job over). */
const stillHeld = importJobStillHeld;

/** A stopping process gives its job back (queued, resumed after its committed chunks by the next worker). */
const handBack = handBackImportJob;

/**
 * The in-process worker: one job at a time (a batch of one), the next at once after a job, else a
 * look every `pollMs` (at once after a confirm here, through `nudge`). A stopping process hands
 * its job back after the chunk in hand.
 */
export class ImportWorker extends PollingWorker {
  constructor(private readonly o: JobRunner & { pollMs: number }) {
    super({ batch: 1, pollMs: o.pollMs, onError: o.onError });
  }

  /** Claims one job and runs it; answers how many it claimed (0 or 1). */
  async runOnce(): Promise<number> {
    const job = await claimNext(this.o.db, this.o.leaseSeconds);
    if (!job) return 0;
    await runJob({ ...this.o, stopping: () => this.isStopping }, job);
    return 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    importJobs: { worker: ImportWorker; runner: JobRunner };
  }
}

/** The import worker of this process (started when IMPORT_WORKER is on; stopped on close, handing its job back). */
export function registerImportJobs(app: FastifyInstance) {
  const runner: JobRunner = {
    db: app.db,
    leaseSeconds: app.config.IMPORT_LEASE_SECONDS,
    shareConnection: app.database.kind === 'pglite',
    // New donors change the public answers about donors (counts, the leader board).
    onChunk: () => app.publicCache.invalidate(['donors']),
    // Never the file or its rows: only that a job failed.
    onError: (error) =>
      app.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'import job failed',
      ),
  };
  const worker = new ImportWorker({ ...runner, pollMs: app.config.IMPORT_POLL_MS });
  app.decorate('importJobs', { worker, runner });
  if (app.config.IMPORT_WORKER) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
}
