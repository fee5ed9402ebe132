// `npm run restore -- FILE`: loads a backup made by `npm run backup` into DATABASE_URL (or the
// embedded database in DATA_DIR), which must be new and empty. See server/ops/backup.ts.
// Backing up an embedded installation and restoring into DATABASE_URL moves it to PostgreSQL.
import { access } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { restoreBackup } from '../server/ops/backup.ts';
import { backupLines } from '../server/ops/backup-file.ts';
import { isRunning, readOperatorFile } from '../server/ops/operator-file.ts';
import { privateUmask } from '../server/ops/data-dir.ts';

// Files this process creates (the database's, a backup) are readable by its user only.
privateUmask();

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- FILE');
  process.exit(2);
}

const config = loadConfig();
try {
  await access(file);
  if (!config.DATABASE_URL) {
    const server = await readOperatorFile(config.DATA_DIR);
    if (server && isRunning(server.pid)) {
      throw new Error(
        `a server (pid ${server.pid}) is running on ${config.DATA_DIR}; stop it first`,
      );
    }
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    ownerUrl: config.DATABASE_OWNER_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const summary = await restoreBackup(database, backupLines(file));
    console.log(
      `restored ${summary.rows} rows in ${summary.tables} tables (taken at migration ${summary.migration}, now at ${summary.upgradedTo}) into the ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
