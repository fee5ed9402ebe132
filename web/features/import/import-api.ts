import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, saveFile } from '../../app/api-client.ts';
import { currentLanguage } from '../../i18n/language.ts';
import type { ImportMapping, ImportOptionsInput } from '../../../common/schemas/imports.ts';

/** What the admin chose: the file, how to map its columns (absent: the server guesses) and what to do. */
export interface ImportRequest {
  file: File;
  mapping?: ImportMapping;
  duplicates: 'skip' | 'fillEmpty';
  status: 'verified' | 'pending';
  /** The sheet row the headers are on; absent: the server finds it. */
  headerRow?: number;
  /** A CSV's blank place cells from the row above; absent: off. */
  fillDown?: boolean;
  /** A workbook's sheets left out, by name; absent: the server leaves out summary and empty sheets. */
  leaveOutSheets?: string[];
}

/**
 * The body every step sends: the same file again (the server keeps nothing between steps), as a
 * multipart form with the file and the options as JSON.
 */
export function importBody({
  file,
  mapping,
  duplicates,
  status,
  headerRow,
  fillDown,
  leaveOutSheets,
}: ImportRequest) {
  // The error file's reasons in the screen's language.
  const options: ImportOptionsInput = {
    duplicates,
    status,
    language: currentLanguage(),
    ...(mapping ? { mapping } : {}),
    ...(headerRow !== undefined ? { headerRow } : {}),
    ...(fillDown !== undefined ? { fillDown } : {}),
    ...(leaveOutSheets !== undefined ? { leaveOutSheets } : {}),
  };
  return {
    body: { file, options: JSON.stringify(options) },
    bodySerializer: (body: { file: Blob; options?: string }) => {
      const form = new FormData();
      form.append('file', body.file, file.name);
      if (body.options !== undefined) form.append('options', body.options);
      return form;
    },
  };
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      answer(api.POST('/api/import/donors/preview', importBody(request))),
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      answer(api.POST('/api/import/donors/confirm', importBody(request))),
    // New donors change every list, count, badge and chart.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function downloadErrorRows(request: ImportRequest) {
  return saveFile(
    api.POST('/api/import/donors/errors', { ...importBody(request), parseAs: 'blob' }),
    'import-errors.csv',
  );
}
