import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ImportPreview } from '../../../common/schemas/imports.ts';
import { importText } from '../../i18n/import.ts';
import { digits } from '../../i18n/language.ts';
import { ImportPage } from './ImportPage.tsx';

// The real screen, api module and TanStack Query against a fake server: only fetch is replaced.

const preview = (village: number | null): ImportPreview => ({
  fileName: 'donors.csv',
  headerRow: 2,
  headerChosen: false,
  firstRows: [
    { row: 1, cells: ['রক্তদাতাদের তালিকা'] },
    { row: 2, cells: ['নাম', 'মোবাইল', 'পাড়া'] },
  ],
  hasMerges: false,
  fillDown: false,
  headers: ['নাম', 'মোবাইল', 'পাড়া'],
  mapping: { name: 0, number1: 1, village, bloodGroup: null },
  sample: [['রহিম', '01712345678', 'উত্তর']],
  sampleRows: [3],
  counts: village === null ? { rows: 2, new: 0, duplicate: 0, error: 2 } : { rows: 2, new: 1, duplicate: 0, error: 1 },
  issues: [{ row: 3, status: 'error', name: 'করিম', number1: '017', reasons: { number1: 'phoneLength' }, messages: { number1: 'Minimum length 11' } }],
  issuesTruncated: false,
});

let sent: { path: string; options: unknown }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    const form = init.body as FormData;
    const options = JSON.parse(String(form.get('options'))) as { mapping?: { village?: number | null } };
    sent.push({ path, options });
    const body =
      path === '/api/import/donors/preview'
        ? preview(options.mapping?.village ?? null)
        : { created: 1, updated: 0, skipped: 0, errors: 1, status: 'verified' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Import screen', () => {
  it('previews, lets the admin map a column and check again, shows reasons, then confirms with that mapping', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ImportPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText(importText.file.label) as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'donors.csv', { type: 'text/csv' })] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const previewButton = screen.getByRole('button', { name: importText.preview }) as HTMLButtonElement;
    await waitFor(() => expect(previewButton.disabled).toBe(false));
    fireEvent.click(previewButton);

    await waitFor(() => expect(sent.length).toBe(1));
    await screen.findByText(importText.mapping.heading);
    expect(screen.getByTestId('import-header-found').textContent).toBe(importText.header.found(2));
    expect(screen.getByTestId('import-count-error').textContent).toContain(digits(2));
    expect((screen.getByRole('button', { name: importText.confirm(0) }) as HTMLButtonElement).disabled).toBe(true);

    const village = screen.getByLabelText((text) => text.startsWith(importText.fields.village)) as HTMLSelectElement;
    village.value = '2';
    village.dispatchEvent(new Event('change', { bubbles: true }));
    const again = screen.getByRole('button', { name: importText.checkAgain }) as HTMLButtonElement;
    await waitFor(() => expect((screen.getByRole('button', { name: importText.confirm(0) }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(again);
    await waitFor(() => expect(screen.getByTestId('import-count-new').textContent).toContain(digits(1)));
    expect(sent.at(-1)?.options).toMatchObject({ mapping: { village: 2 }, duplicates: 'skip', status: 'verified' });
    expect(screen.getByTestId('import-issue').textContent).toContain(importText.reasons.phoneLength);

    fireEvent.click(screen.getByRole('button', { name: importText.confirm(1) }));
    await screen.findByText(importText.done(1, 0, 0), { selector: 'p' });
    expect(sent.at(-1)).toMatchObject({ path: '/api/import/donors/confirm', options: { mapping: { village: 2 } } });
  });

  it('lets the admin choose another header row: the columns are guessed again from it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ImportPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText(importText.file.label) as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'donors.csv', { type: 'text/csv' })] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const previewButton = screen.getByRole('button', { name: importText.preview }) as HTMLButtonElement;
    await waitFor(() => expect(previewButton.disabled).toBe(false));
    fireEvent.click(previewButton);
    const header = (await screen.findByLabelText(importText.header.label)) as HTMLSelectElement;
    expect(header.textContent).toContain(importText.header.option(2, 'নাম | মোবাইল | পাড়া'));
    header.value = '1';
    header.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]?.options).toMatchObject({ headerRow: 1 });
    expect((sent[1]?.options as { mapping?: unknown }).mapping).toBeUndefined();
  });
});
