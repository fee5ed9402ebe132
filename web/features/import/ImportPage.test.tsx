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
  fillDownRows: 0,
  fillDown: false,
  sheets: [],
  mainSheet: null,
  headers: ['নাম', 'মোবাইল', 'পাড়া'],
  mapping: { name: 0, number1: 1, village, bloodGroup: null },
  dateQuestions: [],
  sample: [['রহিম', '01712345678', 'উত্তর']],
  sampleRows: [3],
  counts:
    village === null
      ? { rows: 2, new: 0, duplicate: 0, error: 2 }
      : { rows: 2, new: 1, duplicate: 0, error: 1 },
  issues: [
    {
      row: 3,
      status: 'error',
      name: 'করিম',
      number1: '017',
      reasons: { number1: 'phoneLength' },
      messages: { number1: 'Minimum length 11' },
    },
  ],
  issuesTruncated: false,
});

let sent: { path: string; options: unknown }[];
/** The preview the fake server answers with, from the options sent (default: the CSV above). */
let previewFor: (options: { mapping?: { village?: number | null } }) => ImportPreview;

beforeEach(() => {
  sent = [];
  previewFor = (options) => preview(options.mapping?.village ?? null);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    // The screen asks once whether an import is running; none is.
    if (path === '/api/import/jobs/latest')
      return new Response(JSON.stringify({ job: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const form = init.body as FormData;
    const options = JSON.parse(String(form.get('options'))) as {
      mapping?: { village?: number | null };
    };
    sent.push({ path, options });
    const body =
      path === '/api/import/donors/preview'
        ? previewFor(options)
        : {
            jobId: '00000000-0000-4000-8000-0000000000aa',
            created: 1,
            updated: 0,
            skipped: 0,
            errors: 1,
            status: 'verified',
          };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screen with a file chosen and previewed. */
async function previewed(name = 'donors.csv') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText(importText.file.label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File(['x'], name)] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const previewButton = screen.getByRole('button', {
    name: importText.preview,
  }) as HTMLButtonElement;
  await waitFor(() => expect(previewButton.disabled).toBe(false));
  fireEvent.click(previewButton);
  await screen.findByText(importText.mapping.heading);
}

describe('Import screen', () => {
  it('asks how a date column that proves no order is written, and sends the answer', async () => {
    previewFor = (options) => ({
      ...preview(null),
      dateQuestions: [
        {
          field: 'birthDate',
          ambiguous: 3,
          order:
            (options as { dateOrders?: { birthDate?: 'dmy' | 'mdy' } }).dateOrders?.birthDate ??
            'dmy',
          chosen: !!(options as { dateOrders?: unknown }).dateOrders,
        },
      ],
    });
    await previewed();

    const question = await screen.findByTestId('import-date-order');
    expect(question.textContent).toContain(
      importText.dateOrder.question(importText.fields.birthDate, 3),
    );
    const dayFirst = screen.getByLabelText(importText.dateOrder.dmy) as HTMLInputElement;
    expect(dayFirst.checked).toBe(true);
    fireEvent.click(screen.getByLabelText(importText.dateOrder.mdy));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.options).toMatchObject({ dateOrders: { birthDate: 'mdy' } });
    await waitFor(() =>
      expect((screen.getByLabelText(importText.dateOrder.mdy) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('previews, lets the admin map a column and check again, shows reasons, then confirms with that mapping', async () => {
    await previewed();

    await waitFor(() => expect(sent.length).toBe(1));
    await screen.findByText(importText.mapping.heading);
    expect(screen.getByTestId('import-header-found').textContent).toBe(importText.header.found(2));
    expect(screen.getByTestId('import-count-error').textContent).toContain(digits(2));
    expect(
      (screen.getByRole('button', { name: importText.confirm(0) }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const village = screen.getByLabelText((text) =>
      text.startsWith(importText.fields.village),
    ) as HTMLSelectElement;
    village.value = '2';
    village.dispatchEvent(new Event('change', { bubbles: true }));
    const again = screen.getByRole('button', { name: importText.checkAgain }) as HTMLButtonElement;
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: importText.confirm(0) }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    fireEvent.click(again);
    await waitFor(() =>
      expect(screen.getByTestId('import-count-new').textContent).toContain(digits(1)),
    );
    expect(sent.at(-1)?.options).toMatchObject({
      mapping: { village: 2 },
      duplicates: 'skip',
      status: 'verified',
    });
    expect(screen.getByTestId('import-issue').textContent).toContain(
      importText.reasons.phoneLength,
    );

    fireEvent.click(screen.getByRole('button', { name: importText.confirm(1) }));
    await screen.findByText(importText.done(1, 0, 0), { selector: 'p' });
    // The donors it added can be invited, and followed, as one list.
    expect(screen.getByRole('link', { name: importText.inviteThese }).getAttribute('href')).toBe(
      '/dashboard/invitations?import=00000000-0000-4000-8000-0000000000aa',
    );
    expect(sent.at(-1)).toMatchObject({
      path: '/api/import/donors/confirm',
      options: { mapping: { village: 2 } },
    });
  });

  it('lets the admin choose another header row: the columns are guessed again from it', async () => {
    await previewed();
    const header = (await screen.findByLabelText(importText.header.label)) as HTMLSelectElement;
    expect(header.textContent).toContain(importText.header.option(2, 'নাম | মোবাইল | পাড়া'));
    header.value = '1';
    header.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]?.options).toMatchObject({ headerRow: 1 });
    expect((sent[1]?.options as { mapping?: unknown }).mapping).toBeUndefined();
  });

  it("lists a workbook's sheets: what each holds and its rows, a summary left out; leaving one out or reading the summary previews again", async () => {
    const workbook = (leaveOut: string[] = ['মোট']): ImportPreview => {
      const sheets = [
        {
          name: 'মোট',
          kind: 'summary' as const,
          included: !leaveOut.includes('মোট'),
          headerRow: 1,
          rows: 4,
        },
        {
          name: 'Union A',
          kind: 'donors' as const,
          included: !leaveOut.includes('Union A'),
          headerRow: 2,
          rows: 3,
        },
        {
          name: 'Union B',
          kind: 'donors' as const,
          included: !leaveOut.includes('Union B'),
          headerRow: 1,
          rows: 2,
        },
        { name: 'Blank', kind: 'empty' as const, included: false, headerRow: null, rows: 0 },
      ];
      return {
        ...preview(2),
        fileName: 'book.xlsx',
        sheets,
        mainSheet: sheets.find((s) => s.included)!.name,
        issues: [
          {
            row: 4,
            sheet: 'Union B',
            status: 'error',
            name: 'করিম',
            number1: '017',
            reasons: { number1: 'phoneLength' },
            messages: { number1: 'Minimum length 11' },
          },
        ],
      };
    };
    previewFor = (options) => workbook((options as { leaveOutSheets?: string[] }).leaveOutSheets);
    await previewed('book.xlsx');

    const list = screen.getByTestId('import-sheets');
    expect(list.textContent).toContain(importText.sheets.heading);
    const items = screen.getAllByTestId('import-sheet');
    expect(items.map((item) => item.textContent)).toEqual([
      `মোট${importText.sheets.kind.summary}${importText.sheets.rows(4)}`,
      `Union A${importText.sheets.kind.donors}${importText.sheets.rows(3)}`,
      `Union B${importText.sheets.kind.donors}${importText.sheets.rows(2)}`,
      `Blank${importText.sheets.kind.empty}${importText.sheets.rows(0)}`,
    ]);
    const box = (i: number) => items[i]!.querySelector('input') as HTMLInputElement;
    expect([0, 1, 2, 3].map((i) => box(i).checked)).toEqual([false, true, true, false]);
    expect(box(3).disabled).toBe(true);
    expect(screen.getByTestId('import-main-sheet').textContent).toBe(
      importText.sheets.main('Union A'),
    );
    // The row says which sheet it is on.
    expect(screen.getByTestId('import-issue').textContent).toContain(
      importText.issues.sheetRow('Union B', 4),
    );

    // Leave Union B out: the same first sheet, so the mapping stays.
    fireEvent.click(box(2));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]?.options).toMatchObject({
      leaveOutSheets: ['মোট', 'Union B'],
      mapping: { village: 2 },
    });
    await waitFor(() =>
      expect(
        (screen.getAllByTestId('import-sheet')[2]!.querySelector('input') as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
    // The last sheet read cannot be left out.
    expect(
      (screen.getAllByTestId('import-sheet')[1]!.querySelector('input') as HTMLInputElement)
        .disabled,
    ).toBe(true);

    // Read the summary after all: it comes first, so its header and columns are found afresh.
    fireEvent.click(screen.getAllByTestId('import-sheet')[0]!.querySelector('input')!);
    await waitFor(() => expect(sent.length).toBe(3));
    expect(sent[2]?.options).toMatchObject({ leaveOutSheets: ['Union B'] });
    expect((sent[2]?.options as { mapping?: unknown }).mapping).toBeUndefined();
  });

  it("offers a CSV's fill from above with the rows it would fill, only when there are some, and sends the tick", async () => {
    previewFor = (options) => ({
      ...preview(null),
      fillDownRows: 7,
      fillDown: (options as { fillDown?: boolean }).fillDown ?? false,
    });
    await previewed('donors.csv');
    expect(screen.queryByTestId('import-sheets')).toBeNull();
    const offer = screen.getByTestId('import-fill-down');
    expect(offer.textContent).toContain(importText.fillDown(7));
    const tick = screen.getByLabelText((text) =>
      text.startsWith(importText.fillDown(7)),
    ) as HTMLInputElement;
    expect(tick.checked).toBe(false);
    fireEvent.click(tick);
    await waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]?.options).toMatchObject({ fillDown: true });
    await waitFor(() =>
      expect(
        (screen.getByTestId('import-fill-down').querySelector('input') as HTMLInputElement).checked,
      ).toBe(true),
    );
    cleanup();

    // Nothing to fill: nothing offered.
    previewFor = (options) => preview(options.mapping?.village ?? null);
    await previewed('donors.csv');
    expect(screen.queryByTestId('import-fill-down')).toBeNull();
  });
});
