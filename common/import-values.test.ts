import { describe, expect, it } from 'vitest';
import { bloodGroupOf, genderOf, isoDateOf, normalisePhone } from './import-values.ts';
import { guessMapping } from './schemas/imports.ts';

describe('spreadsheet values', () => {
  it('reads blood groups in any common spelling', () => {
    const cases: Record<string, string | undefined> = {
      'B+': 'bPositive',
      'b positive': 'bPositive',
      'বি পজিটিভ': 'bPositive',
      'O +ve': 'oPositive',
      'o negative': 'oNegative',
      'AB-': 'abNegative',
      'এবি নেগেটিভ': 'abNegative',
      'A Pos': 'aPositive',
      'ও পজিটিভ': 'oPositive',
      aPositive: 'aPositive',
      'Blood Group: A+': 'aPositive',
      'Z+': undefined,
      B: undefined,
    };
    for (const [cell, code] of Object.entries(cases)) expect(bloodGroupOf(cell), cell).toBe(code);
  });

  it('reads gender words in Bengali and English', () => {
    expect(genderOf('Male')).toBe('male');
    expect(genderOf('পুরুষ')).toBe('male');
    expect(genderOf('F')).toBe('female');
    expect(genderOf('মহিলা')).toBe('female');
    expect(genderOf('তৃতীয় লিঙ্গ')).toBe('third');
    expect(genderOf('prefer not to say')).toBe('unknown');
    expect(genderOf('x')).toBeUndefined();
  });

  it('normalises phone numbers: +880, 880, spaces, dashes, Bengali digits, a lost leading 0', () => {
    for (const cell of ['01712345678', '+880 1712-345678', '8801712345678', '০১৭১২৩৪৫৬৭৮', '01712 345678', '1712345678', '+88 01712345678']) {
      expect(normalisePhone(cell), cell).toBe('01712345678');
    }
    expect(normalisePhone('12345')).toBe('12345');
  });

  it('reads dates as ISO, day/month/year and with Bengali digits', () => {
    expect(isoDateOf('1990-2-3')).toBe('1990-02-03');
    expect(isoDateOf('03/02/1990')).toBe('1990-02-03');
    expect(isoDateOf('০৩-০২-১৯৯০')).toBe('1990-02-03');
    expect(isoDateOf(new Date(Date.UTC(1990, 1, 3)))).toBe('1990-02-03');
    expect(isoDateOf('yesterday')).toBe('yesterday');
  });

  it('guesses the columns from Bengali and English headers', () => {
    expect(guessMapping(['নাম', 'মোবাইল', 'উপজেলা', 'জেলা', 'Village', 'Phone 2'])).toMatchObject({
      name: 0,
      number1: 1,
      upazila: 2,
      district: 3,
      village: 4,
      number2: 5,
      bloodGroup: null,
    });
  });
});
