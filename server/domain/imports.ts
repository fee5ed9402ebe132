import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../data/matches.ts';
import { runCommand, type Actor } from './command.ts';

/** How an import job ended: every row written, or stopped with a reason (its committed chunks stay). */
export type ImportJobEnd = { state: 'done' } | { state: 'failed'; code: string; message: string };

/**
 * Ends an import job that `claim` still holds, with one event by the admin who started it saying
 * what the import did (how many donors were created, updated, skipped and refused, the status
 * given, the file's name; a failed job also how far it got and why). The rows themselves are in the
 * donor table, not copied into the trail. The stored file goes with the end. Answers false when
 * the claim was lost (another worker resumed the job), and then records nothing.
 */
export async function endImportJob(
  db: Db,
  actor: Actor,
  job: { id: string; claim: string },
  end: ImportJobEnd,
): Promise<boolean> {
  return runCommand(db, actor, async (tx, record) => {
    const failed = end.state === 'failed';
    const [row] = await rowsOf<{
      created: number;
      updated: number;
      skipped: number;
      errors: number;
      rows_done: number;
      total_rows: number;
      status: string;
      file_name: string;
    }>(
      tx,
      sql`update import_jobs set state = ${end.state}, finished_at = now(), file = null, claim = null, locked_until = null,
          error_code = ${failed ? end.code : null}, error_message = ${failed ? end.message : null}
        where id = ${job.id} and claim = ${job.claim} and state = 'running'
        returning created, updated, skipped, errors, rows_done, total_rows, options->>'status' as status, file_name`,
    );
    if (!row) return false;
    const counts = {
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      errors: row.errors,
      status: row.status,
    };
    await record({
      action: 'import',
      target: 'donor',
      targetId: null,
      changes: failed
        ? {
            ...counts,
            fileName: row.file_name,
            jobId: job.id,
            state: 'failed',
            rowsDone: row.rows_done,
            totalRows: row.total_rows,
            errorCode: end.code,
          }
        : { ...counts, fileName: row.file_name, jobId: job.id },
    });
    return true;
  });
}
