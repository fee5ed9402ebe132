import type { Db } from '../db/client.ts';
import { finishImportJob } from '../data/import-jobs.ts';
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
    const row = await finishImportJob(tx, job, {
      state: end.state,
      errorCode: failed ? end.code : null,
      errorMessage: failed ? end.message : null,
    });
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
