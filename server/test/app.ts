import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { testConfig } from './config.ts';
import type { Db } from '../db/client.ts';
import { freshDatabase } from './database.ts';
import { undocumentedStatuses } from './contract.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** PostgreSQL only: the test database's URL (a second instance may open it). */
  databaseUrl?: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real server on its own fresh database, without the web app, for in-process API tests.
 * `logStream` receives the log lines (with LOG_LEVEL set in `env`; silent by default).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  const config = testConfig({ LOG_LEVEL: 'silent', SERVE_WEB: 'false', DEMO: 'false', ...env });
  const app = await buildApp(config, database, options);
  // Every answer any test sees, to hold against the document when the app closes.
  const seen = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route) seen.add(`${request.method} ${route} ${reply.statusCode}`);
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: url,
    inject: (options) => app.inject(options),
    close: async () => {
      const undocumented = app.hasDecorator('swagger')
        ? undocumentedStatuses(app.swagger() as object, seen)
        : [];
      await app.close();
      await drop();
      // An answer whose status the document does not list for its call fails the test file.
      if (undocumented.length)
        throw new Error(`Statuses the API document does not list:\n${undocumented.join('\n')}`);
    },
  };
}
