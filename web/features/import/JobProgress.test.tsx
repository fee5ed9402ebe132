import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ImportJob, ImportPreview } from '../../../common/schemas/imports.ts';
import { accessToken } from '../../foundation/token.ts';
import { importText } from '../../i18n/import.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import { ImportPage } from './ImportPage.tsx';

// The real screen, api module and TanStack Query against a fake server: only fetch is replaced.

const JOB_ID = '11111111-1111-4111-8111-111111111111';
const job = (over: Partial<ImportJob>): ImportJob => ({
  id: JOB_ID,
  state: 'running',
  fileName: 'big.csv',
  createdAt: '2026-11-28T10:00:00.000Z',
  startedAt: '2026-11-28T10:00:01.000Z',
  finishedAt: null,
  totalRows: 2000,
  rowsDone: 500,
  created: 480,
  updated: 0,
  skipped: 10,
  errors: 10,
  status: 'verified',
  errorCode: null,
  errorMessage: null,
  ...over,
});

const preview: ImportPreview = {
  fileName: 'big.csv',
  headerRow: 1,
  headerChosen: false,
  firstRows: [{ row: 1, cells: ['নাম', 'মোবাইল', 'গ্রুপ'] }],
  fillDownRows: 0,
  fillDown: false,
  sheets: [],
  mainSheet: null,
  headers: ['নাম', 'মোবাইল', 'গ্রুপ'],
  mapping: { name: 0, number1: 1, bloodGroup: 2 },
  dateQuestions: [],
  sample: [['রহিম', '01712345678', 'B+']],
  sampleRows: [2],
  counts: { rows: 2000, new: 1980, duplicate: 10, error: 10 },
  issues: [],
  issuesTruncated: false,
} as unknown as ImportPreview;

let calls: string[];
/** The job's answers in turn (the last one repeats), and the latest job of the installation. */
let jobAnswers: ImportJob[];
let latest: ImportJob | null;

beforeEach(() => {
  calls = [];
  jobAnswers = [job({})];
  latest = null;
  accessToken.set('header.payload.signature');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    let status = 200;
    let body: unknown;
    if (path === '/api/import/donors/preview') body = preview;
    else if (path === '/api/import/donors/confirm') [status, body] = [202, { jobId: JOB_ID }];
    else if (path === '/api/import/jobs/latest') body = { job: latest };
    else if (path === `/api/import/jobs/${JOB_ID}`)
      body = jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0];
    else body = {};
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The address the screen is at, to check that the job is in it. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const renderAt = (url: string) =>
  renderWithQueries(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/dashboard/import"
          element={
            <>
              <ImportPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const bar = async () =>
  (await screen.findByRole('progressbar', {
    name: importText.job.label('big.csv'),
  })) as HTMLProgressElement;

describe('Import screen: a large import runs as a job', () => {
  it('after Confirm answers 202, puts the job in the address and shows a progress bar that moves until the result', async () => {
    jobAnswers = [
      job({ rowsDone: 250 }),
      job({ rowsDone: 1000 }),
      job({ state: 'done', rowsDone: 2000, created: 1980, finishedAt: '2026-11-28T10:00:09.000Z' }),
    ];
    renderAt('/dashboard/import');
    const input = screen.getByLabelText(importText.file.label) as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File(['x'], 'big.csv', { type: 'text/csv' })],
    });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const previewButton = screen.getByRole('button', {
      name: importText.preview,
    }) as HTMLButtonElement;
    await waitFor(() => expect(previewButton.disabled).toBe(false));
    fireEvent.click(previewButton);
    fireEvent.click(await screen.findByRole('button', { name: importText.confirm(1980) }));

    const progress = await bar();
    expect(screen.getByTestId('where').textContent).toBe(`/dashboard/import?job=${JOB_ID}`);
    expect(progress.max).toBe(2000);
    expect(progress.value).toBe(250);
    expect(screen.getByTestId('import-job').textContent).toContain(importText.job.rows(250, 2000));
    // Read again every second while it runs.
    await waitFor(
      () => expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(1000),
      { timeout: 3000 },
    );
    await screen.findByText(importText.done(1980, 0, 10), { selector: 'p' }, { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('survives a reload: the job in the address is read again and its progress shown', async () => {
    renderAt(`/dashboard/import?job=${JOB_ID}`);
    const progress = await bar();
    expect(progress.value).toBe(500);
    expect(calls).toContain(`GET /api/import/jobs/${JOB_ID}`);
    expect(calls).not.toContain('GET /api/import/jobs/latest');
  });

  it('opened without a job while one runs, finds the latest job and shows it', async () => {
    latest = job({ state: 'queued', rowsDone: 0, startedAt: null });
    jobAnswers = [job({ state: 'queued', rowsDone: 0, startedAt: null })];
    renderAt('/dashboard/import');
    await screen.findByText(importText.job.queued);
    expect(screen.getByTestId('where').textContent).toBe(`/dashboard/import?job=${JOB_ID}`);
    expect((await bar()).value).toBe(0);
  });

  it('a finished latest job is not brought back; a failed job says how far it got and what to do', async () => {
    latest = job({ state: 'done', rowsDone: 2000 });
    renderAt('/dashboard/import');
    await waitFor(() => expect(calls).toContain('GET /api/import/jobs/latest'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/import');
    cleanup();

    jobAnswers = [
      job({ state: 'failed', rowsDone: 750, errorCode: 'IMPORT_JOB_FAILED', errorMessage: 'x' }),
    ];
    renderAt(`/dashboard/import?job=${JOB_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(importText.job.failed(750, 2000));
    expect(alert.textContent).toContain(importText.job.failedHint);
  });
});
