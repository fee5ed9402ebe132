import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { errorFileReason, IMPORT_ERROR_FILE_HEADERS } from '../../../common/import-reasons.ts';
import { languageInCookies, type Language } from '../../../common/language.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SAMPLE_ROWS,
  importOptions,
  importPreview,
  importResult,
  type ImportMapping,
  type ImportOptions,
} from '../../../common/schemas/imports.ts';
import { actorOf } from '../../domain/command.ts';
import { importDonors } from '../../domain/imports.ts';
import { badRequest, HttpError, unauthorized } from '../../http-errors.ts';
import { findInputProblem } from '../../plugins/input-guard.ts';
import { createSheetWriter } from '../exports/sheet-writer.ts';
import { checkRows, consentColumnOf, countRows, fillDownCount, issuesOf, loadPlaces, type RowMapping } from './check-rows.ts';
import { cellText, ChoiceError, readSheet, SheetError, type Sheet, type SheetRow } from './read-sheet.ts';
import { refreshPlannerStatistics } from './repository.ts';

/** The file plus room for the form's boundaries, headers and options; the file's own size is checked exactly. */
const UPLOAD_BODY_LIMIT = IMPORT_MAX_BYTES + 256 * 1024;
const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files`;

interface Upload {
  fileName: string;
  sheet: Sheet;
  mapping: ImportMapping;
  /** The mapping plus the consent column, found by its header. */
  rowMapping: RowMapping;
  options: ImportOptions & { fillDown: boolean };
  language: Language;
}

const SHEET_ERRORS: Record<SheetError['reason'], (message: string) => HttpError> = {
  type: (m) => badRequest(m, 'file', ERROR_CODES.IMPORT_FILE_UNREADABLE),
  unreadable: (m) => badRequest(m, 'file', ERROR_CODES.IMPORT_FILE_UNREADABLE),
  empty: (m) => badRequest(m, 'file', ERROR_CODES.IMPORT_FILE_EMPTY),
  formula: (m) => badRequest(m, 'file', ERROR_CODES.IMPORT_FORMULA_WITHOUT_VALUE),
  tooManyRows: (m) => new HttpError(413, m, 'file', ERROR_CODES.IMPORT_TOO_MANY_ROWS),
  tooLarge: (m) => new HttpError(413, m, 'file', ERROR_CODES.IMPORT_FILE_TOO_LARGE),
};

/** The form's file (CSV or XLSX, read by content) and options (JSON text), or a 4xx naming what is wrong. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data')) {
    throw badRequest('Choose a CSV or XLSX file', 'file', ERROR_CODES.IMPORT_FILE_REQUIRED);
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The upload is not a readable multipart form', 'file', ERROR_CODES.IMPORT_FILE_UNREADABLE);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw badRequest('Choose a CSV or XLSX file', 'file', ERROR_CODES.IMPORT_FILE_REQUIRED);
  if (file.size > IMPORT_MAX_BYTES) throw new HttpError(413, TOO_LARGE, 'file', ERROR_CODES.IMPORT_FILE_TOO_LARGE);

  const optionsText = form.get('options');
  let raw: unknown = {};
  if (typeof optionsText === 'string' && optionsText.trim()) {
    try {
      raw = JSON.parse(optionsText);
    } catch {
      throw badRequest('options: must be JSON', 'options');
    }
  }
  // The options are JSON inside a form field, so the input guard never saw them parsed.
  const problem = findInputProblem(raw);
  if (problem) {
    const path = problem.field === '(root)' ? 'options' : `options.${problem.field}`;
    if (problem.problem === 'malformed-text') throw badRequest(`${path}: is not well-formed text`, path, ERROR_CODES.MALFORMED_TEXT);
    if (problem.problem === 'control-character') {
      throw badRequest(`${path}: must not contain control characters`, path, ERROR_CODES.CONTROL_CHARACTER);
    }
    throw badRequest(`${path}: nested too deep`, path, ERROR_CODES.NESTING_TOO_DEEP);
  }
  const parsed = importOptions.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['options', ...issue.path].join('.');
    throw badRequest(`${path}: ${issue.message}`, path);
  }

  let sheet: Sheet;
  try {
    const { headerRow, mapping, leaveOutSheets } = parsed.data;
    sheet = await readSheet(Buffer.from(await file.arrayBuffer()), { headerRow, mapping, leaveOutSheets });
  } catch (error) {
    if (error instanceof ChoiceError) throw badRequest(`${error.field}: ${error.message}`, error.field);
    if (error instanceof SheetError) throw SHEET_ERRORS[error.reason](error.message);
    throw error;
  }
  const { mapping } = sheet;
  // Fill from above is a CSV's: a workbook's merged cells were filled by its reader, and nothing else is.
  const fillDown = sheet.format === 'csv' && (parsed.data.fillDown ?? false);
  const language = parsed.data.language ?? languageInCookies(request.headers.cookie ?? '') ?? 'bn';
  return { fileName: file.name.slice(0, 200), sheet, mapping, rowMapping: { ...mapping, contactConsent: consentColumnOf(sheet.headers) }, options: { ...parsed.data, fillDown }, language };
}

const shown = (cells: SheetRow['cells'], width: number, chars: number) =>
  Array.from({ length: width }, (_v, i) => cellText(cells[i]).slice(0, chars));

/** The sheet's first rows as the admin sees them, to choose the header row from (at most 30 columns, 40 characters). */
const firstRowsOf = (sheet: Sheet) =>
  sheet.firstRows.map((r) => ({ row: r.row, cells: shown(r.cells, Math.min(30, Math.max(r.cells.length, 1)), 40) }));

/**
 * Donors from a spreadsheet (admins). The browser sends the same file to each step (preview,
 * confirm, error file): nothing of it is kept on the server between steps (decisions/023).
 */
export async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  const uploadRoute = {
    bodyLimit: UPLOAD_BODY_LIMIT,
    // Refuse anonymous uploads and oversized ones before reading five megabytes; the policy check (admin) follows.
    onRequest: async (request: FastifyRequest) => {
      if (!request.headers.authorization?.startsWith('Bearer ')) throw unauthorized();
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > UPLOAD_BODY_LIMIT) throw new HttpError(413, TOO_LARGE, 'file', ERROR_CODES.IMPORT_FILE_TOO_LARGE);
    },
  };

  /** What the file holds and what would happen to each row; writes nothing. */
  app.post('/api/import/donors/preview', { ...uploadRoute, schema: { response: { 200: importPreview } } }, async (request) => {
    const upload = await readUpload(request);
    const rows = await checkRows(app.db, upload.sheet.rows, upload.rowMapping, await loadPlaces(app.db), upload.options.fillDown);
    const { issues, truncated } = issuesOf(rows, upload.mapping);
    // The main sheet's first rows (it comes first), under its headers.
    const sample = upload.sheet.rows.filter((r) => r.sheet === (upload.sheet.mainSheet ?? undefined)).slice(0, IMPORT_SAMPLE_ROWS);
    return {
      fileName: upload.fileName,
      headerRow: upload.sheet.headerRow,
      headerChosen: upload.sheet.headerChosen,
      firstRows: firstRowsOf(upload.sheet),
      fillDownRows: upload.sheet.format === 'csv' ? fillDownCount(upload.sheet.rows, upload.rowMapping) : 0,
      fillDown: upload.options.fillDown,
      sheets: upload.sheet.sheets,
      mainSheet: upload.sheet.mainSheet,
      headers: upload.sheet.headers,
      mapping: upload.mapping,
      sample: sample.map((r) => shown(r.cells, upload.sheet.headers.length, 100)),
      sampleRows: sample.map((r) => r.row),
      counts: countRows(rows),
      issues,
      issuesTruncated: truncated,
    };
  });

  /** Writes the good rows in one transaction (all or nothing). */
  app.post('/api/import/donors/confirm', { ...uploadRoute, schema: { response: { 200: importResult } } }, async (request) => {
    const upload = await readUpload(request);
    const { sheet, rowMapping, options, fileName } = upload;
    const result = await importDonors(app.db, actorOf(request), { rows: sheet.rows, mapping: rowMapping, options, fileName }, new Date());
    if (result.created + result.updated > 0) await afterImport(app);
    return result;
  });

  /** The rows that cannot be imported, as they were, with a column saying why: fix them and import again. */
  app.post(
    '/api/import/donors/errors',
    { ...uploadRoute, config: { rawAnswer: 'a CSV file of the rows that cannot be imported' } },
    async (request, reply) => {
      const upload = await readUpload(request);
      const rows = await checkRows(
        app.db,
        upload.sheet.rows,
        upload.rowMapping,
        await loadPlaces(app.db),
        upload.options.fillDown,
      );
      const { headers } = upload.sheet;
      const words = IMPORT_ERROR_FILE_HEADERS[upload.language];
      // The sheet's row number first (to find the row in the original), every column as given, then why.
      const writer = createSheetWriter('csv', [words.row, ...headers, words.reasons]);
      void (async () => {
        try {
          for (const row of rows) {
            if (row.status !== 'error') continue;
            // Every column as the sheet gave it (dates the spreadsheet stored as dates as YYYY-MM-DD).
            const cells = headers.map((_h, i) => cellText(row.cells[i]));
            const why = Object.entries(row.reasons)
              .map(([field, r]) => errorFileReason(upload.language, field, r.code, r.detail))
              .join('; ');
            await writer.add([row.row, ...cells, why]);
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

/**
 * After an import: thousands of new rows make the planner's statistics stale. The one place
 * that refreshes them (point it at a shared statistics helper when there is one).
 */
async function afterImport(app: FastifyInstance) {
  try {
    await refreshPlannerStatistics(app.db);
  } catch (error) {
    app.log.warn({ error: (error as Error).name }, 'planner statistics not refreshed after import');
  }
}
