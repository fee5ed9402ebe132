import { ERROR_CODES } from '../../common/error-codes.ts';
import type { Db } from '../db/client.ts';
import { finishImportJob } from '../data/import-jobs.ts';
import type { Scope } from '../data/scope.ts';
import { liveUnitNames } from '../data/units.ts';
import { runCommand, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

/** A unit an import's donors go into: its id and names. */
export interface ImportUnit {
  id: string;
  nameBn: string;
  nameEn: string;
}

/**
 * The unit an import's donors go into (docs/decisions/056-units.md): the one the importer names,
 * if it is a live unit they see; else the only live unit they see. Several (a zone's admin, a
 * super admin of a federation) and none named: 400 IMPORT_UNIT_REQUIRED on options.unitId. A unit
 * they do not see (or none at all) is 400 on options.unitId as well: the import needs one of theirs.
 */
export async function importUnitFor(db: Db, scope: Scope, named?: string): Promise<ImportUnit> {
  const live = await liveUnitNames(db);
  const seen = scope.all ? live : live.filter((unit) => scope.unitIds.includes(unit.id));
  if (named) {
    const unit = seen.find((u) => u.id === named);
    if (!unit)
      throw new DomainError(
        'invalid',
        'options.unitId: no unit of yours has this id',
        'options.unitId',
      );
    return unit;
  }
  if (seen.length === 1) return seen[0]!;
  if (!seen.length)
    throw new DomainError(
      'invalid',
      'options.unitId: you work in no unit to import into',
      'options.unitId',
    );
  throw new DomainError(
    'invalid',
    'options.unitId: choose the unit the donors go into',
    'options.unitId',
    ERROR_CODES.IMPORT_UNIT_REQUIRED,
  );
}

/** How an import job ended: every row written, or stopped with a reason (its committed chunks stay). */
export type ImportJobEnd = { state: 'done' } | { state: 'failed'; code: string; message: string };

/**
 * Ends an import job that `claim` still holds, with one event by the admin who started it saying
 * what the import did (how many donors were created, updated, skipped and refused, the status
 * given, the unit they went into, the file's name; a failed job also how far it got and why). The
 * rows themselves are in the donor table, not copied into the trail. The stored file goes with the
 * end. Answers false when the claim was lost (another worker resumed the job), and then records
 * nothing.
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
      unitId: row.unit_id,
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
