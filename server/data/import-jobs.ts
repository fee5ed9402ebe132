import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './matches.ts';

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
  }>(
    db,
    sql`update import_jobs set state = ${end.state}, finished_at = now(), file = null, claim = null, locked_until = null,
          error_code = ${end.errorCode}, error_message = ${end.errorMessage}
        where id = ${job.id} and claim = ${job.claim} and state = 'running'
        returning created, updated, skipped, errors, rows_done, total_rows, options->>'status' as status, file_name`,
  );
  return row;
}
