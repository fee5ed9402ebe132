import type { FullConfig } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { ENGLISH_STATE_FILE, writeEnglishState } from './language.ts';
import { startServer, tempDataDir, type RunningServer } from './server.ts';
import { serverEnvName } from './servers.ts';

/**
 * The browser run's servers, on fresh embedded databases in demo mode: one per worker (each
 * worker's tests use their own, e2e/support/servers.ts), all started at once; or one for all of
 * them with E2E_SERVERS=shared.
 */
export default async function globalSetup(config: FullConfig) {
  const count = process.env.E2E_SERVERS === 'shared' ? 1 : Math.max(1, config.workers);
  const env = {
    DEMO: 'true',
    OWNER_EMAIL: 'owner@roktosetu.test',
    PUBLIC_WRITE_LIMIT: '1000',
    AUTH_RATE_LIMIT: '1000',
    // The whole browser run is one client address: it opens far more pages a minute than a person.
    PAGE_RATE_LIMIT: '100000',
    ...(process.env.E2E_ENV ? (JSON.parse(process.env.E2E_ENV) as Record<string, string>) : {}),
  };
  const dataDirs = await Promise.all(Array.from({ length: count }, () => tempDataDir()));
  const started = await Promise.allSettled(dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir })));
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
