import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { languageInCookies, type Language } from '../../../common/language.ts';
import {
  IMPORT_MAX_BYTES,
  importOptions,
  type ImportMapping,
  type ImportOptions,
} from '../../../common/schemas/imports.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import { multipartForm } from '../../http-multipart.ts';
import { findInputProblem } from '../../plugins/input-guard.ts';
import { consentColumnOf, type RowMapping } from './check-rows.ts';
import { ChoiceError, readSheet, SheetError, type Sheet } from './read-sheet.ts';

export const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files`;

/** The file's rows read with the import's options: what the preview, the confirm and an import job each read. */
export interface ReadSheet {
  sheet: Sheet;
  mapping: ImportMapping;
  /** The mapping plus the consent column, found by its header. */
  rowMapping: RowMapping;
  options: ImportOptions & { fillDown: boolean };
}

export interface Upload extends ReadSheet {
  fileName: string;
  /** The file as uploaded (an import job keeps it while it runs). */
  bytes: Buffer;
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

/**
 * The rows of a file with the import's options (header row, mapping, sheets left out, fill down);
 * throws the reader's ChoiceError or SheetError.
 */
export async function sheetOf(bytes: Buffer, options: ImportOptions): Promise<ReadSheet> {
  const { headerRow, mapping: chosen, leaveOutSheets } = options;
  const sheet = await readSheet(bytes, { headerRow, mapping: chosen, leaveOutSheets });
  const { mapping } = sheet;
  // Fill from above is a CSV's: a workbook's merged cells were filled by its reader, and nothing else is.
  const fillDown = sheet.format === 'csv' && (options.fillDown ?? false);
  return {
    sheet,
    mapping,
    rowMapping: { ...mapping, contactConsent: consentColumnOf(sheet.headers) },
    options: { ...options, fillDown },
  };
}

/** The form's file (CSV or XLSX, read by content) and options (JSON text), or a 4xx naming what is wrong. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const form = await multipartForm(request);
  if (form === 'missing')
    throw badRequest('Choose a CSV or XLSX file', 'file', ERROR_CODES.IMPORT_FILE_REQUIRED);
  if (form === 'unreadable') {
    throw badRequest(
      'The upload is not a readable multipart form',
      'file',
      ERROR_CODES.IMPORT_FILE_UNREADABLE,
    );
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0)
    throw badRequest('Choose a CSV or XLSX file', 'file', ERROR_CODES.IMPORT_FILE_REQUIRED);
  if (file.size > IMPORT_MAX_BYTES)
    throw new HttpError(413, TOO_LARGE, 'file', ERROR_CODES.IMPORT_FILE_TOO_LARGE);

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
    if (problem.problem === 'malformed-text')
      throw badRequest(`${path}: is not well-formed text`, path, ERROR_CODES.MALFORMED_TEXT);
    if (problem.problem === 'control-character') {
      throw badRequest(
        `${path}: must not contain control characters`,
        path,
        ERROR_CODES.CONTROL_CHARACTER,
      );
    }
    throw badRequest(`${path}: nested too deep`, path, ERROR_CODES.NESTING_TOO_DEEP);
  }
  const parsed = importOptions.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['options', ...issue.path].join('.');
    throw badRequest(`${path}: ${issue.message}`, path);
  }

  const bytes = Buffer.from(await file.arrayBuffer());
  let read: ReadSheet;
  try {
    read = await sheetOf(bytes, parsed.data);
  } catch (error) {
    if (error instanceof ChoiceError)
      throw badRequest(`${error.field}: ${error.message}`, error.field);
    if (error instanceof SheetError) throw SHEET_ERRORS[error.reason](error.message);
    throw error;
  }
  const language = parsed.data.language ?? languageInCookies(request.headers.cookie ?? '') ?? 'bn';
  return { fileName: file.name.slice(0, 200), bytes, language, ...read };
}
