import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { errorFileReason, IMPORT_ERROR_FILE_HEADERS } from '../../../common/import-reasons.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SAMPLE_ROWS,
  IMPORT_SYNC_MAX_ROWS,
  importJob,
  importJobParams,
  importJobStarted,
  importPreview,
  importResult,
  latestImportJob,
} from '../../../common/schemas/imports.ts';
import { DomainError } from '../../domain/errors.ts';
import { importUnitFor } from '../../domain/imports.ts';
import { requestScope } from '../../plugins/access.ts';
import { HttpError, notFound, unauthorized } from '../../http-errors.ts';
import { createSheetWriter } from '../../shared/sheet-writer.ts';
import {
  checkRows,
  countRows,
  dateQuestionsOf,
  fillDownCount,
  issuesOf,
  loadPlaces,
} from './check-rows.ts';
import { createJob, findJob, latestJob, runJob } from './jobs.ts';
import { cellText, type Sheet, type SheetRow } from './read-sheet.ts';
import { readUpload, TOO_LARGE } from './upload.ts';
import { admin } from '../../policy.ts';

/** The file plus room for the form's boundaries, headers and options; the file's own size is checked exactly. */
const UPLOAD_BODY_LIMIT = IMPORT_MAX_BYTES + 256 * 1024;

const shown = (cells: SheetRow['cells'], width: number, chars: number) =>
  Array.from({ length: width }, (_v, i) => cellText(cells[i]).slice(0, chars));

/** The sheet's first rows as the admin sees them, to choose the header row from (at most 30 columns, 40 characters). */
const firstRowsOf = (sheet: Sheet) =>
  sheet.firstRows.map((r) => ({
    row: r.row,
    cells: shown(r.cells, Math.min(30, Math.max(r.cells.length, 1)), 40),
  }));

/**
 * Donors from a spreadsheet (admins). The browser sends the same file to each step (preview,
 * confirm, error file): nothing of it is kept on the server between steps (decisions/023).
 */
export async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  const uploadRoute = {
    bodyLimit: UPLOAD_BODY_LIMIT,
    // Refuse anonymous uploads and oversized ones before reading five megabytes; the policy check (admin) follows.
    onRequest: async (request: FastifyRequest) => {
      if (!request.headers.authorization?.startsWith('Bearer ')) throw unauthorized();
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > UPLOAD_BODY_LIMIT)
        throw new HttpError(413, TOO_LARGE, 'file', ERROR_CODES.IMPORT_FILE_TOO_LARGE);
    },
  };

  /** What the file holds and what would happen to each row; writes nothing. */
  app.post(
    '/api/import/donors/preview',
    {
      ...uploadRoute,
      schema: { response: { 200: importPreview } },
      config: {
        access: admin,
        scoped: true,
        audit: { skip: 'reads the file and the donors; writes nothing' },
        operation: {
          id: 'previewDonorImport',
          tag: 'import and export',
          summary: 'Check a donor sheet: counts and reasons per row',
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const unit = await importUnitFor(app.db, requestScope(request), upload.options.unitId);
      const rows = await checkRows(
        app.db,
        upload.sheet.rows,
        upload.rowMapping,
        await loadPlaces(app.db),
        upload.options.fillDown,
        upload.options.dateOrders,
        { unitId: unit.id, language: upload.language },
      );
      const { issues, truncated } = issuesOf(rows, upload.mapping);
      // The main sheet's first rows (it comes first), under its headers.
      const sample = upload.sheet.rows
        .filter((r) => r.sheet === (upload.sheet.mainSheet ?? undefined))
        .slice(0, IMPORT_SAMPLE_ROWS);
      return {
        fileName: upload.fileName,
        headerRow: upload.sheet.headerRow,
        headerChosen: upload.sheet.headerChosen,
        firstRows: firstRowsOf(upload.sheet),
        fillDownRows:
          upload.sheet.format === 'csv' ? fillDownCount(upload.sheet.rows, upload.rowMapping) : 0,
        fillDown: upload.options.fillDown,
        sheets: upload.sheet.sheets,
        mainSheet: upload.sheet.mainSheet,
        headers: upload.sheet.headers,
        mapping: upload.mapping,
        dateQuestions: dateQuestionsOf(
          upload.sheet.rows,
          upload.rowMapping,
          upload.options.dateOrders,
        ),
        sample: sample.map((r) => shown(r.cells, upload.sheet.headers.length, 100)),
        sampleRows: sample.map((r) => r.row),
        counts: countRows(rows),
        issues,
        issuesTruncated: truncated,
      };
    },
  );

  /**
   * Starts the import of the good rows as a job (docs/decisions/053), written by a worker in chunks
   * (202 with its id; GET /api/import/jobs/:id tells its progress). A file of at most
   * IMPORT_SYNC_MAX_ROWS rows is written while the request waits, through the same job, and
   * answered 200 with the counts, as confirm answered before jobs, unless another import is queued
   * or running (then it waits its turn as a job too).
   */
  app.post(
    '/api/import/donors/confirm',
    {
      ...uploadRoute,
      schema: { response: { 200: importResult, 202: importJobStarted } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'imports', target: 'donor' },
        operation: {
          id: 'confirmDonorImport',
          tag: 'import and export',
          summary: 'Import the new donors of a sheet (a large one as a job)',
          conflict: true,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const scope = requestScope(request);
      const unit = await importUnitFor(app.db, scope, upload.options.unitId);
      const { runner, worker } = app.importJobs;
      const total = upload.sheet.rows.length;
      const { id, claimed } = await createJob(app.db, {
        unitId: unit.id,
        createdBy: request.caller?.id ?? null,
        fileName: upload.fileName,
        file: upload.bytes,
        options: upload.options,
        totalRows: total,
        runHere: total <= IMPORT_SYNC_MAX_ROWS,
        leaseSeconds: runner.leaseSeconds,
      });
      if (!claimed) {
        worker.nudge();
        return reply.code(202).send({ jobId: id });
      }
      const end = await runJob(runner, claimed, upload);
      const job = await findJob(app.db, id, scope);
      if (end?.state === 'done' && job) {
        return {
          jobId: id,
          created: job.created,
          updated: job.updated,
          skipped: job.skipped,
          errors: job.errors,
          status: job.status,
        };
      }
      if (end?.state === 'failed' && end.code === ERROR_CODES.IMPORT_CHANGED) {
        throw new DomainError(
          'conflict',
          'Numbers in the file kept being registered while importing; import it again',
          'file',
          ERROR_CODES.IMPORT_CHANGED,
        );
      }
      // Failed otherwise, or handed back (the server is stopping): the job says what happened, and
      // the screen follows it as it follows a job that was never run here.
      return reply.code(202).send({ jobId: id });
    },
  );

  /** An import job's state and progress (admins of its unit and the units above it; another unit's job: 404). */
  app.get(
    '/api/import/jobs/:id',
    {
      schema: { params: importJobParams, response: { 200: importJob } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getDonorImportJob',
          tag: 'import and export',
          summary: "An import job's state and progress",
        },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.id, requestScope(request));
      if (!job) throw notFound('No import job with this id');
      return job;
    },
  );

  /** The latest import job of the caller's units, or null (the import screen opened while one runs). */
  app.get(
    '/api/import/jobs/latest',
    {
      schema: { response: { 200: latestImportJob } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'getLatestDonorImportJob',
          tag: 'import and export',
          summary: "The latest import job of the caller's units",
        },
      },
    },
    async (request) => ({ job: await latestJob(app.db, requestScope(request)) }),
  );

  /** The rows that cannot be imported, as they were, with a column saying why: fix them and import again. */
  app.post(
    '/api/import/donors/errors',
    {
      ...uploadRoute,
      config: {
        access: admin,
        scoped: true,
        audit: { skip: 'reads the file and the donors; writes nothing' },
        operation: {
          id: 'donorImportErrors',
          tag: 'import and export',
          summary: 'The rows of a sheet that cannot be imported, as CSV',
        },
        rawAnswer: 'a CSV file of the rows that cannot be imported',
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const unit = await importUnitFor(app.db, requestScope(request), upload.options.unitId);
      const rows = await checkRows(
        app.db,
        upload.sheet.rows,
        upload.rowMapping,
        await loadPlaces(app.db),
        upload.options.fillDown,
        upload.options.dateOrders,
        { unitId: unit.id, language: upload.language },
      );
      const { headers } = upload.sheet;
      const words = IMPORT_ERROR_FILE_HEADERS[upload.language];
      // The sheet's row number first (to find the row in the original), with its sheet when the rows
      // come from several sheets of a workbook, every column as given, then why.
      const sheets = new Set(rows.map((r) => r.sheet)).size > 1;
      const writer = createSheetWriter('csv', [
        words.row,
        ...(sheets ? [words.sheet] : []),
        ...headers,
        words.reasons,
      ]);
      void (async () => {
        try {
          for (const row of rows) {
            if (row.status !== 'error') continue;
            // Every column as the sheet gave it (dates the spreadsheet stored as dates as YYYY-MM-DD).
            const cells = headers.map((_h, i) => cellText(row.cells[i]));
            const why = Object.entries(row.reasons)
              .map(([field, r]) => errorFileReason(upload.language, field, r.code, r.detail))
              .join('; ');
            await writer.add([row.row, ...(sheets ? [row.sheet ?? ''] : []), ...cells, why]);
          }
          await writer.end();
        } catch (error) {
          writer.stream.destroy(error as Error);
        }
      })();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="import-errors.csv"')
        .send(writer.stream);
    },
  );
}
