import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../app/api.ts';
import type { ImportMapping, ImportOptionsInput, ImportPreview, ImportResult } from '../../../common/schemas/imports.ts';

/** What the admin chose: the file, how to map its columns (absent: the server guesses) and what to do. */
export interface ImportRequest {
  file: File;
  mapping?: ImportMapping;
  duplicates: 'skip' | 'fillEmpty';
  status: 'verified' | 'pending';
}

/** The form every step sends: the same file again (the server keeps nothing between steps). */
export function importForm({ file, mapping, duplicates, status }: ImportRequest): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  const options: ImportOptionsInput = { duplicates, status, ...(mapping ? { mapping } : {}) };
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
