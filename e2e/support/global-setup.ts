import { rm } from 'node:fs/promises';
import { ENGLISH_STATE_FILE, writeEnglishState } from './language.ts';
import { startServer, tempDataDir } from './server.ts';

/** One server for the whole browser run, on a fresh embedded database in demo mode. */
export default async function globalSetup() {
  const dataDir = await tempDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'true',
    OWNER_EMAIL: 'owner@roktosetu.test',
    PUBLIC_WRITE_LIMIT: '1000',
    AUTH_RATE_LIMIT: '1000',
    // The whole browser run is one client address: it opens far more pages a minute than a person.
    PAGE_RATE_LIMIT: '100000',
    ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
  });
  process.env.BASE_URL = server.url;
  await writeEnglishState(new URL(server.url).origin);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(ENGLISH_STATE_FILE, { force: true });
  };
}
