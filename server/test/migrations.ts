import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * A copy of the migrations folder that stops before `firstLeftOut` (4: 0000-0003 only), so that a
 * test can make a database the way an older release did and then run the newer migrations on it.
 * The caller removes the folder.
 */
export async function migrationsBefore(firstLeftOut: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const kept = journal.entries.filter((e) => e.idx < firstLeftOut);
  const keptFiles = new Set(kept.map((e) => `${e.tag}.sql`));
  for (const file of await readdir(dir))
    if (file.endsWith('.sql') && !keptFiles.has(file)) await rm(path.join(dir, file));
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: kept }));
  return dir;
}
