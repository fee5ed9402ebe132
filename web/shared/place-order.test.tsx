import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageLanguage, loadInLanguage } from '../test/page-language.ts';
import { fakeServer, renderWithQueries } from '../test/queries.tsx';
import { inNameOrder } from './geo.ts';
import { LocationSelects } from './LocationSelects.tsx';

/** The eight divisions as the server lists them (by id), each with both names. */
const DIVISIONS = [
  ['1', 'Chattogram', 'চট্টগ্রাম'],
  ['2', 'Rajshahi', 'রাজশাহী'],
  ['3', 'Khulna', 'খুলনা'],
  ['4', 'Barishal', 'বরিশাল'],
  ['5', 'Sylhet', 'সিলেট'],
  ['6', 'Dhaka', 'ঢাকা'],
  ['7', 'Rangpur', 'রংপুর'],
  ['8', 'Mymensingh', 'ময়মনসিংহ'],
].map(([division_id, name, bn_name]) => ({ division_id, name, bn_name }));

/** Dhaka's districts as the server lists them (by Bengali name); one with no English name. */
const DISTRICTS = [
  ['47', 'Gazipur', 'গাজীপুর'],
  ['26', 'Dhaka', 'ঢাকা'],
  ['48', 'narayanganj', 'নারায়ণগঞ্জ'],
  ['55', 'Manikganj', 'মানিকগঞ্জ'],
  ['60', '', 'শরীয়তপুর'],
].map(([district_id, name, bn_name]) => ({ district_id, division_id: '6', name, bn_name }));

const LABELS = {
  division: 'Division',
  district: 'District',
  upazila: 'Upazila',
  union: 'Union',
  choose: '-',
  parentFirst: '…',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetPageLanguage();
});

const optionsOf = (label: string) =>
  [...screen.getByLabelText<HTMLSelectElement>(label).options].slice(1).map((o) => o.text);

async function placesIn(language: 'bn' | 'en') {
  await loadInLanguage(language, async () => null);
  fakeServer(({ path }) => ({
    body: path.endsWith('/divisions') ? { divisions: DIVISIONS } : { districts: DISTRICTS },
  }));
  renderWithQueries(
    <LocationSelects
      value={{ division: '6,ঢাকা', district: '', upazila: '', union: '' }}
      onChange={() => {}}
      labels={LABELS}
    />,
  );
  await waitFor(() => expect(optionsOf('District')).toHaveLength(DISTRICTS.length));
  await waitFor(() => expect(optionsOf('Division')).toHaveLength(DIVISIONS.length));
  return { divisions: optionsOf('Division'), districts: optionsOf('District') };
}

describe('place lists in the reader’s alphabetical order', () => {
  it('lists English names in English order in the English interface', async () => {
    const { divisions, districts } = await placesIn('en');
    expect(divisions).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    // Case does not count; a place known only in Bengali comes after the English names.
    expect(districts).toEqual(['Dhaka', 'Gazipur', 'Manikganj', 'narayanganj', 'শরীয়তপুর']);
  });

  it('lists Bengali names in Bengali order in the Bengali interface', async () => {
    const { divisions, districts } = await placesIn('bn');
    expect(divisions).toEqual([
      'খুলনা',
      'চট্টগ্রাম',
      'ঢাকা',
      'বরিশাল',
      'ময়মনসিংহ',
      'রংপুর',
      'রাজশাহী',
      'সিলেট',
    ]);
    expect(districts).toEqual(['গাজীপুর', 'ঢাকা', 'নারায়ণগঞ্জ', 'মানিকগঞ্জ', 'শরীয়তপুর']);
  });

  it('orders by the collation of the language asked for, not by code points', () => {
    const labels = (names: string[]) => names.map((label) => ({ label }));
    // Code points would put every capital before 'a'.
    expect(
      inNameOrder(labels(['Zinzira', 'ashulia', 'Birulia']), 'en').map((p) => p.label),
    ).toEqual(['ashulia', 'Birulia', 'Zinzira']);
  });
});
