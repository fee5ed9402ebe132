import type { FullConfig } from '@playwright/test';
import { cp, rm } from 'node:fs/promises';
import { ENGLISH_STATE_FILE, writeEnglishState } from './language.ts';
import { FIRST_START_TIMEOUT, startServer, tempDataDir, type RunningServer } from './server.ts';
import { serverEnvName } from './servers.ts';

/**
 * One data folder per server. For more than one, a database is made once (migrated, the geography
 * loaded, the demo account and rows added) by a server started and stopped on it, and copied: the
 * copies start without migrating or seeding, which on two cores is faster than making each anew.
 */
async function databasesFor(count: number, env: Record<string, string>): Promise<string[]> {
  const template = await tempDataDir();
  if (count === 1) return [template];
  try {
    await (
      await startServer({ ...env, DATA_DIR: template }, undefined, FIRST_START_TIMEOUT)
    ).stop();
    return await Promise.all(
      Array.from({ length: count }, async () => {
        const dir = await tempDataDir();
        await cp(template, dir, { recursive: true });
        return dir;
      }),
    );
  } finally {
    await rm(template, { recursive: true, force: true });
  }
}

/**
 * The browser run's servers, on fresh embedded databases in demo mode: one per worker (each
 * worker's tests use their own, e2e/support/servers.ts), each on its own copy of one new database; or one for all of
 * them with E2E_SERVERS=shared.
 */
export default async function globalSetup(config: FullConfig) {
  const count = process.env.E2E_SERVERS === 'shared' ? 1 : Math.max(1, config.workers);
  const env = {
    DEMO: 'true',
    OWNER_EMAIL: 'owner@roktosetu.test',
    PUBLIC_WRITE_LIMIT: '1000',
    // The browser tests register the same few numbers many times, from one browser.
    PUBLIC_WRITE_PHONE_LIMIT: '1000',
    PUBLIC_WRITE_DEVICE_LIMIT: '1000',
    AUTH_RATE_LIMIT: '1000',
    SIGN_UP_DEVICE_LIMIT: '1000',
    SIGN_UP_EMAIL_LIMIT: '1000',
    // The whole browser run is one client address: it opens far more dashboard pages a minute than
    // a person.
    PAGE_RATE_LIMIT: '100000',
    ...(process.env.E2E_ENV ? (JSON.parse(process.env.E2E_ENV) as Record<string, string>) : {}),
  };
  const dataDirs = await databasesFor(count, env);
  const started = await Promise.allSettled(
    dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir }, undefined, FIRST_START_TIMEOUT)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async (running: RunningServer[]) => {
    await Promise.all(running.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll(servers);
    throw failed.reason;
  }
  // A worker index past the servers started (E2E_SERVERS=shared) falls back to BASE_URL.
  servers.forEach((server, i) => (process.env[serverEnvName(i)] = server.url));
  process.env.BASE_URL = servers[0]!.url;
  await writeEnglishState(servers.map((server) => new URL(server.url).origin));
  return async () => {
    await stopAll(servers);
    await rm(ENGLISH_STATE_FILE, { force: true });
  };
}
