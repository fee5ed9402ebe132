// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
// The server does this at every start too; this is for deploy pipelines that migrate first.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
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
await database.close();
console.log(`migrations applied (${database.kind})`);
