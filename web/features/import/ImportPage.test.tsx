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
/** The GET reads of units the screen made. */
let asked: string[];
const unitName = (en: string, bn: string) => ({ bn, en });
const DHAKA = '77777777-7777-4777-8777-777777777777';
const SAVAR = '88888888-8888-4888-8888-888888888888';
const KHULNA = '66666666-6666-4666-8666-666666666666';
const OLD = '99999999-9999-4999-8999-999999999999';
/** Every live unit of the installation (GET /api/unit-directory): one, a single community. */
let directory: { id: string; name: { bn: string; en: string }; depth: number }[];
/** What GET /api/units answers the caller: the units they see, and their memberships. */
let units: { units: unknown[]; mine: { unitId: string; role: string }[] };
const treeUnit = (id: string, name: { bn: string; en: string }, extra = {}) => ({
  id,
  parentId: null,
  depth: 1,
  name,
  phone: null,
  divisionIds: [],
  districtIds: [],
  upazilaIds: [],
  settings: {},
  archived: false,
  memberCount: 1,
  donorCount: 0,
  ...extra,
});
/** The preview the fake server answers with, from the options sent (default: the CSV above). */
let previewFor: (options: { mapping?: { village?: number | null } }) => ImportPreview;

beforeEach(() => {
  sent = [];
  asked = [];
  directory = [{ id: DHAKA, name: unitName('Dhaka unit', 'ঢাকা ইউনিট'), depth: 1 }];
  units = { units: [treeUnit(DHAKA, unitName('Dhaka unit', 'ঢাকা ইউনিট'))], mine: [] };
  previewFor = (options) => preview(options.mapping?.village ?? null);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    // The screen asks once whether an import is running; none is.
    if (path === '/api/import/jobs/latest')
      return new Response(JSON.stringify({ job: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    // The federation's units (the directory) and the caller's (GET /api/units).
    if (path === '/api/unit-directory' || path === '/api/units') {
      asked.push(path);
      return new Response(JSON.stringify(path === '/api/units' ? units : { units: directory }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
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
  const previewButton = await chosen(name);
  fireEvent.click(previewButton);
  await screen.findByText(importText.mapping.heading);
}

/** The screen with a file chosen: its Preview button, once it may be pressed. */
async function chosen(name = 'donors.csv') {
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
  return previewButton;
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

describe('Import screen in a federation: the unit the donors go into', () => {
  /** Dhaka (a zone) and Savar below it are the caller's; Khulna is another zone's. */
  const federation = (mine: { unitId: string; role: string }[] = []) => {
    directory = [
      { id: DHAKA, name: unitName('Dhaka unit', 'ঢাকা ইউনিট'), depth: 1 },
      { id: SAVAR, name: unitName('Savar unit', 'সাভার ইউনিট'), depth: 2 },
      { id: KHULNA, name: unitName('Khulna unit', 'খুলনা ইউনিট'), depth: 1 },
    ];
    units = {
      units: [
        treeUnit(DHAKA, unitName('Dhaka unit', 'ঢাকা ইউনিট')),
        treeUnit(SAVAR, unitName('Savar unit', 'সাভার ইউনিট'), { parentId: DHAKA, depth: 2 }),
        treeUnit(OLD, unitName('Old unit', 'পুরনো ইউনিট'), { archived: true }),
      ],
      mine,
    };
  };
  const picker = () => screen.getByLabelText(importText.unit.label) as HTMLSelectElement;
  const choose = (id: string) => {
    picker().value = id;
    picker().dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('a single community sees no picker and sends no unit', async () => {
    await previewed();
    expect(screen.queryByTestId('import-unit')).toBeNull();
    expect(sent[0]?.options).not.toHaveProperty('unitId');
    // The caller's own units are not even read: the directory says there is one.
    expect(asked).not.toContain('/api/units');
  });

  it("offers the caller's live units only, asks for one before previewing, and sends it with preview and confirm", async () => {
    federation();
    const previewButton = await chosen();
    await waitFor(() => expect(picker().options).toHaveLength(3));
    expect([...picker().options].map((o) => o.textContent)).toEqual([
      importText.unit.choose,
      'ঢাকা ইউনিট',
      '— সাভার ইউনিট',
    ]);
    expect(picker().value).toBe('');

    fireEvent.click(previewButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      importText.errors.IMPORT_UNIT_REQUIRED,
    );
    expect(sent).toHaveLength(0);

    choose(SAVAR);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(previewButton);
    await screen.findByText(importText.mapping.heading);
    expect(sent[0]).toMatchObject({
      path: '/api/import/donors/preview',
      options: { unitId: SAVAR },
    });

    // Choosing another unit makes the preview stale: Confirm waits for Check again.
    choose(DHAKA);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: importText.confirm(0) }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(picker().value).toBe(DHAKA);
    fireEvent.click(screen.getByRole('button', { name: importText.checkAgain }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.options).toMatchObject({ unitId: DHAKA });
  });

  it("chooses the caller's only membership first, and confirms into it", async () => {
    previewFor = () => preview(2);
    federation([{ unitId: DHAKA, role: 'admin' }]);
    const previewButton = await chosen();
    await waitFor(() => expect(picker().value).toBe(DHAKA));
    fireEvent.click(previewButton);
    await screen.findByText(importText.mapping.heading);
    fireEvent.click(screen.getByRole('button', { name: importText.confirm(1) }));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/import/donors/confirm'));
    expect(sent.map((call) => (call.options as { unitId?: string }).unitId)).toEqual([
      DHAKA,
      DHAKA,
    ]);
  });

  it("names the other unit of a number already registered there, in the screen's words", async () => {
    previewFor = () => ({
      ...preview(2),
      counts: { rows: 1, new: 0, duplicate: 1, error: 0 },
      issues: [
        {
          row: 3,
          status: 'duplicate',
          name: 'রহিম',
          number1: '01712345678',
          reasons: { number1: 'registeredInUnit' },
          messages: { number1: 'This number is already a donor of Khulna unit' },
          details: { number1: 'খুলনা ইউনিট' },
        },
      ],
    });
    await previewed();
    const issue = screen.getByTestId('import-issue').textContent;
    expect(issue).toContain(importText.reasons.registeredInUnit);
    expect(issue).toContain(`(${importText.detail('registeredInUnit', 'খুলনা ইউনিট')})`);
    expect(importText.detail('registeredInUnit', 'খুলনা ইউনিট')).toBe('ইউনিট: খুলনা ইউনিট');
  });
});
