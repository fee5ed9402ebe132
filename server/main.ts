import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { removeOperatorFile, writeOperatorFile } from './ops/operator-file.ts';
import { privateUmask } from './ops/data-dir.ts';

// Files this process creates (the database's, a backup) are readable by its user only.
privateUmask();

/** The process entry: read the environment, open the database, serve, and stop cleanly on SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    ownerUrl: config.DATABASE_OWNER_URL,
    dataDir: config.DATA_DIR,
  });
  const app = await buildApp(config, database);
  // The embedded database can be backed up only through this process while it runs: tell the
  // local operator's `npm run backup` where to ask, and with which token.
  const embedded = database.kind === 'pglite' && !config.DATA_DIR.startsWith('memory://');
  // The database closes after the app has closed: its onClose hooks (the last failed sign-ins,
  // the statistics keeper) still write through it. (Fastify runs onClose hooks last-added first,
  // so a hook here would close the database before them.)
  const stop = async () => {
    await app.close();
    if (embedded) await removeOperatorFile(config.DATA_DIR);
    await database.close();
  };

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  if (config.demoReachable) app.log.warn(config.demoReachable);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (embedded) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const anyHost = ['0.0.0.0', '::', ''].includes(config.HOST);
    const host = anyHost
      ? '127.0.0.1'
      : config.HOST.includes(':')
        ? `[${config.HOST}]`
        : config.HOST;
    await writeOperatorFile(config.DATA_DIR, {
      url: `http://${host}:${port}`,
      token: app.operatorToken,
      pid: process.pid,
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
