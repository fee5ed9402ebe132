import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to a file (default
 * tmp/openapi.json), from the app itself on a database in memory: no server listens, nothing is
 * kept. `npm run lint:api` lints it; `npm run api:types` makes the TypeScript types from it.
 */
const out = path.resolve(process.argv[2] ?? 'tmp/openapi.json');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  DEMO: 'false',
  DATABASE_URL: '',
  AUTH_SECRET: 'openapi-document-only-openapi-document-only',
});
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp(config, database);
await app.ready();
const document = app.swagger();
await app.close();
await database.close();
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
