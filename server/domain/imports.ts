import { ERROR_CODES } from '../../common/error-codes.ts';
import type { ImportOptions, ImportResult } from '../../common/schemas/imports.ts';
import type { Db } from '../db/client.ts';
import { loadPlaces, type RowMapping } from '../routes/imports/check-rows.ts';
import type { SheetRow } from '../routes/imports/read-sheet.ts';
import { confirmImport, ImportRaceError } from '../routes/imports/repository.ts';
import { runCommand, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * Donors from a checked sheet, all or nothing, with one event holding what the import did (how
 * many donors were created, updated, skipped and refused, and the status given); the rows
 * themselves are in the donor table, not copied into the trail.
 */
export async function importDonors(
  db: Db,
  actor: Actor,
  sheet: { rows: SheetRow[]; mapping: RowMapping; options: ImportOptions & { fillDown: boolean }; fileName: string },
  now: Date,
): Promise<ImportResult> {
  const places = await loadPlaces(db);
  return runCommand(db, actor, async (tx, record) => {
    let result: ImportResult;
    try {
      result = await confirmImport(tx, sheet.rows, sheet.mapping, sheet.options, actor.id, now, places);
    } catch (error) {
      if (error instanceof ImportRaceError) {
        throw new DomainError(
          'conflict',
          'A number in the file was registered while importing; nothing was written. Preview again.',
          'file',
          ERROR_CODES.IMPORT_CHANGED,
        );
      }
      throw error;
    }
    await record({ action: 'import', target: 'donor', targetId: null, changes: { ...result, fileName: sheet.fileName } });
    return result;
  });
}
