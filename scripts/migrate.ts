// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
// The server does this at every start too; this is for deploy pipelines that migrate first.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
