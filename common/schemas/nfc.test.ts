import { describe, expect, it } from 'vitest';
import { villageBody } from './address.ts';
import { bloodRequestBody } from './blood-requests.ts';
import { contactUpdateBody } from './contacts.ts';
import { donationHistoryBody } from './donations.ts';
import { searchText } from './pagination.ts';

/** য় typed as the single code point (U+09DF); NFC stores it as য + nukta (U+09AF U+09BC). */
const typed = 'উখি\u09DFা';
const stored = 'উখি\u09AF\u09BCা';

describe('text that people type is stored in Unicode NFC by every shared schema', () => {
  it('blood requests: patient name, problem and place', () => {
    const parsed = bloodRequestBody.parse({
      patient_name: typed,
      requested_bloodGroup: 'oPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      patient_problem: typed,
      donation_place: typed,
      number1: '01711111111',
    });
    expect([parsed.patient_name, parsed.patient_problem, parsed.donation_place]).toEqual([
      stored,
      stored,
      stored,
    ]);
  });

  it('contacts, villages, donation places and searches', () => {
    expect(contactUpdateBody.parse({ name: typed, number1: '01711111111' }).name).toBe(stored);
    expect(villageBody.parse({ name: 'Ukhia', bn_name: typed, union_id: 1 }).bn_name).toBe(stored);
    expect(donationHistoryBody.parse({ donatedAt: '2024-01-01', place: typed }).place).toBe(stored);
    expect(searchText.parse(` ${typed} `)).toBe(stored);
  });
});
