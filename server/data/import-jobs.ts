import { sql } from 'drizzle-orm';
import type { IMPORT_JOB_STATES } from '../../common/schemas/imports.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { inScope, type Scope } from './scope.ts';

/** `and` the scope's condition on a job's unit (nothing for everything). */
const jobInScope = (scope: Scope) => {
  const condition = inScope(sql`unit_id`, scope);
  return condition ? sql` and ${condition}` : sql``;
};

/**
 * Ends a running import job that `claim` still holds (its stored file goes with the end); the
 * job's counts, or undefined when the claim was lost.
 */
export async function finishImportJob(
  db: Db,
  job: { id: string; claim: string },
  end: { state: 'done' | 'failed'; errorCode: string | null; errorMessage: string | null },
) {
  const [row] = await rowsOf<{
    created: number;
    updated: number;
    skipped: number;
    errors: number;
    rows_done: number;
    total_rows: number;
    status: string;
    file_name: string;
    unit_id: string | null;
  }>(
    db,
    sql`update import_jobs set state = ${end.state}, finished_at = now(), file = null, claim = null, locked_until = null,
          error_code = ${end.errorCode}, error_message = ${end.errorMessage}
        where id = ${job.id} and claim = ${job.claim} and state = 'running'
        returning created, updated, skipped, errors, rows_done, total_rows, options->>'status' as status, file_name, unit_id`,
  );
  return row;
}

/** The import job's id and file name, or undefined (also for a job of a unit outside the scope). */
export async function importJobFileName(db: Db, id: string, scope: Scope) {
  const [job] = await rowsOf<{ id: string; file_name: string }>(
    db,
    sql`select id, file_name from import_jobs where id = ${id}${jobInScope(scope)}`,
  );
  return job;
}

/**
 * Import jobs (docs/decisions/053): rows of import_jobs that a worker claims with FOR UPDATE SKIP
 * LOCKED and a lease. One import at a time: claims and job starts take the claim lock, and every
 * chunk's write takes the write lock.
 */
const CLAIM_LOCK = sql`select pg_advisory_xact_lock(hashtext('donor-import-claim'))`;
const WRITE_LOCK = sql`select pg_advisory_xact_lock(hashtext('donor-import'))`;

/** A job as a worker holds it (with its file). */
export interface ClaimedJob {
  id: string;
  claim: string;
  created_by: string | null;
  file_name: string;
  file: Buffer | Uint8Array | null;
  options: unknown;
  rows_done: number;
  attempts: number;
  /** The unit its donors go into. */
  unit_id: string | null;
}

/** A job as an admin may see it (never the file, nor who started it). */
export interface ImportJobRow {
  id: string;
  state: (typeof IMPORT_JOB_STATES)[number];
  file_name: string;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  total_rows: number;
  rows_done: number;
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  status: string | null;
  error_code: string | null;
  error_message: string | null;
}

const JOB_COLUMNS = sql`id, state, file_name, created_at, started_at, finished_at, total_rows, rows_done, created, updated,
  skipped, errors, options->>'status' as status, error_code, error_message`;

/** A job in the scope (another unit's job is as missing). */
export async function importJobRow(
  db: Db,
  id: string,
  scope: Scope,
): Promise<ImportJobRow | undefined> {
  const [row] = await rowsOf<ImportJobRow>(
    db,
    sql`select ${JOB_COLUMNS} from import_jobs where id = ${id}${jobInScope(scope)}`,
  );
  return row;
}

/** The latest job of the units in the scope. */
export async function latestImportJobRow(db: Db, scope: Scope): Promise<ImportJobRow | undefined> {
  const [row] = await rowsOf<ImportJobRow>(
    db,
    sql`select ${JOB_COLUMNS} from import_jobs where true${jobInScope(scope)} order by created_at desc, id desc limit 1`,
  );
  return row;
}

/**
 * Stores a new job under the claim lock. With `runHere` and no other import queued or running,
 * it is stored running and claimed (answered as `claimed`); otherwise queued.
 */
export async function insertImportJob(
  db: Db,
  input: {
    createdBy: string | null;
    fileName: string;
    file: Buffer;
    options: unknown;
    totalRows: number;
    runHere: boolean;
    leaseSeconds: number;
    unitId: string;
  },
): Promise<{ id: string; claimed: ClaimedJob | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(CLAIM_LOCK);
    const [busy] = input.runHere
      ? await rowsOf<{ id: string }>(
          tx,
          sql`select id from import_jobs where state in ('queued', 'running') limit 1`,
        )
      : [undefined];
    const runNow = input.runHere && !busy;
    const [row] = await rowsOf<ClaimedJob>(
      tx,
      sql`insert into import_jobs (state, created_by, file_name, file, options, total_rows, started_at, claim, locked_until, attempts, unit_id)
        values (${runNow ? 'running' : 'queued'}, ${input.createdBy}, ${input.fileName}, ${input.file}, ${JSON.stringify(input.options)}::jsonb,
          ${input.totalRows}, ${runNow ? sql`now()` : null}, ${runNow ? sql`gen_random_uuid()` : null},
          ${runNow ? sql`now() + make_interval(secs => ${input.leaseSeconds})` : null}, ${runNow ? 1 : 0}, ${input.unitId})
        returning id, claim, created_by, file_name, file, options, rows_done, attempts, unit_id`,
    );
    return { id: row!.id, claimed: runNow ? row! : null };
  });
}

/**
 * Claims the next job: the oldest queued one, or a running one whose lease ran out (its process
 * died), but only while no other job runs with a live lease. Under the claim lock, so two
 * instances never start two imports at once.
 */
export async function claimNextImportJob(db: Db, leaseSeconds: number): Promise<ClaimedJob | null> {
  return db.transaction(async (tx) => {
    await tx.execute(CLAIM_LOCK);
    const [row] = await rowsOf<ClaimedJob>(
      tx,
      sql`with next as (
          select id from import_jobs
          where (state = 'queued' or (state = 'running' and locked_until < now()))
            and not exists (select 1 from import_jobs r where r.state = 'running' and r.locked_until >= now())
          order by created_at, id
          limit 1
          for update skip locked
        )
        update import_jobs j set state = 'running', claim = gen_random_uuid(), attempts = j.attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseSeconds}), started_at = coalesce(j.started_at, now())
        from next where j.id = next.id
        returning j.id, j.claim, j.created_by, j.file_name, j.file, j.options, j.rows_done, j.attempts, j.unit_id`,
    );
    return row ?? null;
  });
}

/** The id and email of the user who started a job, if they still exist. */
export async function importJobStarter(db: Db, userId: string) {
  const [user] = await rowsOf<{ id: string; email: string }>(
    db,
    sql`select id, email from users where id = ${userId}`,
  );
  return user;
}

/** Inside a chunk's transaction: waits for any other import's chunk to commit. */
export async function lockImportWrites(tx: Tx) {
  await tx.execute(WRITE_LOCK);
}

/**
 * Inside a chunk's transaction: rows_done moves from `start` to `end`, the counts add up and the
 * lease is renewed, if the job is still this claim's; whether it was.
 */
export async function advanceImportJob(
  tx: Tx,
  job: { id: string; claim: string },
  rows: { start: number; end: number },
  counts: { created: number; updated: number; skipped: number; errors: number },
  leaseSeconds: number,
) {
  const moved = await rowsOf<{ id: string }>(
    tx,
    sql`update import_jobs set rows_done = ${rows.end}, created = created + ${counts.created}, updated = updated + ${counts.updated},
                  skipped = skipped + ${counts.skipped}, errors = errors + ${counts.errors},
                  locked_until = now() + make_interval(secs => ${leaseSeconds})
                where id = ${job.id} and claim = ${job.claim} and state = 'running' and rows_done = ${rows.start}
                returning id`,
  );
  return moved.length > 0;
}

/** Whether the job is still this claim's (the database answers, and nobody took the job over). */
export async function importJobStillHeld(db: Db, job: { id: string; claim: string }) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from import_jobs where id = ${job.id} and claim = ${job.claim} and state = 'running'`,
  );
  return rows.length > 0;
}

/** A stopping process gives its job back (queued, resumed after its committed chunks by the next worker). */
export async function handBackImportJob(db: Db, job: { id: string; claim: string }) {
  await db.execute(
    sql`update import_jobs set state = 'queued', claim = null, locked_until = null where id = ${job.id} and claim = ${job.claim}`,
  );
}
