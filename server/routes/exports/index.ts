import { todayInBangladesh } from '../../../common/dates.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bloodRequestExportQuery,
  donorExportQuery,
  type ExportFormat,
} from '../../../common/schemas/imports.ts';
import { languageInCookies, type Language } from '../../../common/language.ts';
import {
  bloodRequestExportStatement,
  donorExportStatement,
  readThroughCursor,
  type ExportColumn,
} from '../../data/exports.ts';
import { placeListQuery } from '../../domain/place-query.ts';
import { CONTENT_TYPES, createSheetWriter } from '../../shared/sheet-writer.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin } from '../../policy.ts';

const languageOf = (request: FastifyRequest, chosen: Language | undefined): Language =>
  chosen ?? languageInCookies(request.headers.cookie ?? '') ?? 'bn';

/** Exports (admins): the lists as CSV or XLSX, streamed page by page from a cursor, each one audited. */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/export/donors',
    {
      schema: { querystring: donorExportQuery },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'exportDonors',
          tag: 'import and export',
          summary: 'A donor list as CSV or XLSX',
        },
        rawAnswer: 'a CSV or XLSX file, streamed',
      },
    },
    async (request, reply) => {
      const query = await placeListQuery(db, request.query);
      const language = languageOf(request, request.query.language);
      const { columns, statement } = await donorExportStatement(
        db,
        query,
        language,
        requestScope(request),
      );
      const { format, language: _language, ...filter } = query;
      return streamExport(app, request, reply, {
        format,
        fileName: `donors-${query.list}`,
        columns,
        statement,
        audit: { target: 'donor', filter: filterOf(filter) },
      });
    },
  );

  app.get(
    '/api/export/blood-requests',
    {
      schema: { querystring: bloodRequestExportQuery },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'exportBloodRequests',
          tag: 'import and export',
          summary: 'Blood requests as CSV or XLSX',
        },
        rawAnswer: 'a CSV or XLSX file, streamed',
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { columns, statement } = bloodRequestExportStatement(
        db,
        query,
        languageOf(request, query.language),
        requestScope(request),
      );
      return streamExport(app, request, reply, {
        format: query.format,
        fileName: `blood-requests-${query.from}-${query.to}`,
        columns,
        statement,
        audit: {
          target: 'bloodRequest',
          filter: { from: query.from, to: query.to, status: query.status },
        },
      });
    },
  );
}

/** The filter as the audit trail keeps it: only what was set. */
function filterOf(filter: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([, v]) =>
        v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

interface ExportJob {
  format: ExportFormat;
  fileName: string;
  columns: ExportColumn[];
  statement: { sql: string; params: unknown[] };
  audit: { target: string; filter: Record<string, unknown> };
}

/**
 * Sends the file while reading it: one read-only snapshot transaction, a cursor, 500 rows at
 * a time, each written before the next is fetched. When the last row is out, the export is
 * recorded (who, what, which filter, how many rows). On the embedded database other queries wait
 * while an export is read (as for a backup).
 */
function streamExport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  job: ExportJob,
) {
  const writer = createSheetWriter(job.format, job.columns);
  void (async () => {
    try {
      const rows = await readThroughCursor(app.database, job.statement, async (page) => {
        for (const row of page) {
          await writer.add(job.columns.map((_c, i) => valueOf(row[`c${i}`])));
        }
      });
      // Recorded before the file's last bytes leave, so whoever has the file finds the event.
      await app.audit.record({
        actorId: request.caller?.id ?? null,
        actorEmail: request.caller?.email ?? null,
        action: 'export',
        target: job.audit.target,
        targetId: null,
        changes: { format: job.format, rows, filter: job.audit.filter },
      });
      await writer.end();
    } catch (error) {
      app.log.error({ error: (error as Error).name }, 'export failed');
      writer.stream.destroy(error as Error);
    }
  })();
  const stamp = todayInBangladesh();
  return reply
    .header('content-type', CONTENT_TYPES[job.format])
    .header('content-disposition', `attachment; filename="${job.fileName}-${stamp}.${job.format}"`)
    .header('cache-control', 'no-store')
    .send(writer.stream);
}

function valueOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return String(value);
}
