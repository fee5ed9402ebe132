// `npm run purge:archive`: removes what was archived more than 30 days ago (no longer restorable).
// Run it daily from cron or a scheduler against DATABASE_URL (or the embedded database, with the
// server stopped). Donors with donation history keep an emptied row so the history still counts.
// One transaction with the audit trail: each purged row gets a `purge` event, and the events about
// it lose their personal values (server/domain/archive.ts).
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { purgeArchive } from '../server/domain/archive.ts';
import { privateUmask } from '../server/ops/data-dir.ts';

// Files this process creates (the database's, a backup) are readable by its user only.
privateUmask();

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  ownerUrl: config.DATABASE_OWNER_URL,
  dataDir: config.DATA_DIR,
});
await database.migrate();
const purged = await purgeArchive(database.db, new Date());
await database.close();
console.log(`archive purged: ${JSON.stringify(purged)}`);
