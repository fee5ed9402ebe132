import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../app/api.ts';
import { language } from '../../i18n/language.ts';
import type { ImportMapping, ImportOptionsInput, ImportPreview, ImportResult } from '../../../common/schemas/imports.ts';

/** What the admin chose: the file, how to map its columns (absent: the server guesses) and what to do. */
export interface ImportRequest {
  file: File;
  mapping?: ImportMapping;
  duplicates: 'skip' | 'fillEmpty';
  status: 'verified' | 'pending';
  /** The sheet row the headers are on; absent: the server finds it. */
  headerRow?: number;
  /** Blank place cells from the row above; absent: on when the workbook has merged cells. */
  fillDown?: boolean;
}

/** The form every step sends: the same file again (the server keeps nothing between steps). */
export function importForm({ file, mapping, duplicates, status, headerRow, fillDown }: ImportRequest): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  // The error file's reasons in the screen's language.
  const options: ImportOptionsInput = {
    duplicates,
    status,
    language,
    ...(mapping ? { mapping } : {}),
    ...(headerRow !== undefined ? { headerRow } : {}),
    ...(fillDown !== undefined ? { fillDown } : {}),
  };
  form.append('options', JSON.stringify(options));
  return form;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) => api.send<ImportPreview>('POST', '/import/donors/preview', importForm(request)),
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => api.send<ImportResult>('POST', '/import/donors/confirm', importForm(request)),
    // New donors change every list, count, badge and chart.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function downloadErrorRows(request: ImportRequest) {
  return downloadFile('POST', '/import/donors/errors', { body: importForm(request), fallbackName: 'import-errors.csv' });
}
