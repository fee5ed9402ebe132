import { afterEach, describe, expect, it } from 'vitest';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorRow } from '../../test/donor-row.ts';
import { forgetPageLanguage, loadInLanguage } from '../../test/page-language.ts';

// A donor's places, on a card's Place line and in the table's folded columns, in the page's language.

// Village পাড়া, union আশুলিয়া (Ashulia), upazila সাভার (Savar).
const donor = donorRow();

const cellsIn = async (language: 'bn' | 'en', row: DonorRow) => {
  const { placeColumns } = await loadInLanguage(language, () => import('./donor-columns.tsx'));
  return Object.fromEntries(placeColumns.map((column) => [column.id, column.cell(row, 0)]));
};

afterEach(forgetPageLanguage);

describe('a donor row’s places', () => {
  it('are the English names on an English page (the village as stored)', async () => {
    expect(await cellsIn('en', donor)).toEqual({
      upazila: 'Savar',
      union: 'Ashulia',
      village: 'পাড়া',
      place: 'পাড়া, Ashulia, Savar',
    });
  });

  it('are the Bengali names on a Bengali page', async () => {
    expect(await cellsIn('bn', donor)).toEqual({
      upazila: 'সাভার',
      union: 'আশুলিয়া',
      village: 'পাড়া',
      place: 'পাড়া, আশুলিয়া, সাভার',
    });
  });

  it('fall back to the Bengali fields for a row without both names (kept offline from before)', async () => {
    const old = { ...donor, placeNames: undefined } as unknown as DonorRow;
    expect((await cellsIn('en', old)).place).toBe('পাড়া, আশুলিয়া, সাভার');
  });
});
