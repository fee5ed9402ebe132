import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi, saveFile } from '../../foundation/api-client.ts';
import { currentLanguage } from '../../i18n/language.ts';
import type {
  ImportJob,
  ImportMapping,
  ImportOptionsInput,
} from '../../../common/schemas/imports.ts';

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
  /** How date columns that prove no order are written (the admin's answer); absent: day first. */
  dateOrders?: ImportOptionsInput['dateOrders'];
  /** The unit the donors go into (a federation); absent: the caller's only unit. */
  unitId?: string;
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
  dateOrders,
  unitId,
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
    ...(dateOrders !== undefined ? { dateOrders } : {}),
    ...(unitId ? { unitId } : {}),
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

/**
 * POST /api/import/donors/confirm: a small file is written at once (the counts); a larger one, or
 * one sent while another import runs, becomes a job (its id) whose progress useImportJob reads.
 */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      answer(api.POST('/api/import/donors/confirm', importBody(request))),
    // New donors change every list, count, badge and chart.
    onSuccess: (result) => {
      if (!('jobId' in result)) void queryClient.invalidateQueries();
    },
  });
}

/** How often a running job's progress is read again (only while the page is visible). */
export const IMPORT_JOB_REFRESH_MS = 1_000;

export const importJobKeys = {
  job: (id: string) => ['import-jobs', id] as const,
  latest: ['import-jobs', 'latest'] as const,
};

const active = (job: ImportJob | undefined) => job?.state === 'queued' || job?.state === 'running';

/** GET /api/import/jobs/:id, read again every second while the job is queued or running. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: importJobKeys.job(id ?? ''),
    queryFn: () => answer(readApi.GET('/api/import/jobs/{id}', { params: { path: { id: id! } } })),
    enabled: !!id,
    refetchInterval: (query) => (active(query.state.data) ? IMPORT_JOB_REFRESH_MS : false),
  });
}

/** GET /api/import/jobs/latest once, when the screen opens without a job in its address. */
export function useLatestImportJob(enabled: boolean) {
  return useQuery({
    queryKey: importJobKeys.latest,
    queryFn: () => answer(readApi.GET('/api/import/jobs/latest')),
    enabled,
    staleTime: Infinity,
  });
}

export function downloadErrorRows(request: ImportRequest) {
  return saveFile(
    api.POST('/api/import/donors/errors', { ...importBody(request), parseAs: 'blob' }),
    'import-errors.csv',
  );
}
