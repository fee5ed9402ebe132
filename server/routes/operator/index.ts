import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { writeBackup } from '../../ops/backup.ts';
import { operator } from '../../policy.ts';

/**
 * Operations a local operator asks of the running server. The embedded database is a directory
 * only one process may open, so while the server runs, `npm run backup` asks it for the backup
 * here instead of opening the directory itself. Only the operator token (server/policy.ts) opens
 * these routes.
 */
export async function operatorRoutes(app: FastifyInstance) {
  app.get(
    '/api/operator/backup',
    {
      config: {
        access: operator,
        operation: {
          id: 'operatorBackup',
          tag: 'operator',
          summary: 'A backup of the embedded database (local operator only)',
        },
        rawAnswer: 'a stream of SQL (the backup file)',
      },
    },
    async (_request, reply) => {
      const body = new PassThrough();
      writeBackup(app.database, body).then(
        (summary) => {
          app.log.info({ tables: summary.tables, rows: summary.rows }, 'backup sent');
          body.end();
        },
        (error: unknown) => {
          // The body is cut short without its end line, which restore refuses.
          app.log.error({ err: error }, 'backup failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply
        .header('content-type', 'application/sql; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
