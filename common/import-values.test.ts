import { describe, expect, it } from 'vitest';
import { GENDER_CODES } from './constants.ts';
import {
  bloodGroupOf,
  consentOf,
  dateOrderOf,
  genderOf,
  isNoDate,
  isoDateOf,
  isRealDay,
  lastDonationOf,
  normalisePhone,
  phonesOf,
} from './import-values.ts';
import { PlaceNameIndex } from './place-names.ts';
import { phoneNumber, PHONE_MESSAGES } from './schemas/phone.ts';
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
    for (const cell of [
      '01712345678',
      '+880 1712-345678',
      '8801712345678',
      '০১৭১২৩৪৫৬৭৮',
      '01712 345678',
      '1712345678',
      '+88 01712345678',
    ]) {
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

  it('reads dates as people write them: month names in English and Bengali, two-digit years, Excel day numbers as text', () => {
    const cases: Record<string, string> = {
      '12 Mar 2024': '2024-03-12',
      '12 March, 2024': '2024-03-12',
      'March 12, 2024': '2024-03-12',
      '12-Mar-24': '2024-03-12',
      '12th Mar 2024': '2024-03-12',
      '১২ মার্চ ২০২৪': '2024-03-12',
      '৫ জানুয়ারী ২০২৩': '2023-01-05',
      '12/03/24': '2024-03-12',
      '12.03.85': '1985-03-12',
      '45363': '2024-03-12',
      '৪৫৩৬৩': '2024-03-12',
      '2024/3/12': '2024-03-12',
    };
    for (const [cell, iso] of Object.entries(cases)) expect(isoDateOf(cell), cell).toBe(iso);
    expect(isoDateOf('13 Foo 2024')).toBe('13 Foo 2024');
  });

  it('knows the words that mean no date', () => {
    for (const word of ['জানা নেই', 'N/A', '-', 'none', 'কখনো না', 'None ', 'জানি না'])
      expect(isNoDate(word), word).toBe(true);
    for (const word of ['12 Mar 2024', 'Rahim', '']) expect(isNoDate(word), word).toBe(false);
  });

  it('splits two numbers written in one cell', () => {
    expect(phonesOf('01711-111111, 01922222222').map(normalisePhone)).toEqual([
      '01711111111',
      '01922222222',
    ]);
    expect(phonesOf('01711111111 / 01922222222').map(normalisePhone)).toEqual([
      '01711111111',
      '01922222222',
    ]);
    expect(phonesOf('01711111111 01922222222').map(normalisePhone)).toEqual([
      '01711111111',
      '01922222222',
    ]);
    expect(phonesOf('+880 1711-111111')).toEqual(['+880 1711-111111']);
  });

  it('accepts Bangladeshi mobile numbers only, however they are written (one rule for every form)', () => {
    for (const typed of [
      '01711111111',
      '+880 1711-111111',
      '8801311111111',
      '০১৯১১১১১১১১',
      '+88 01511 111111',
    ]) {
      expect(phoneNumber.safeParse(typed).success, typed).toBe(true);
    }
    for (const typed of ['01211111111', '02111111111', '01011111111']) {
      const result = phoneNumber.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGES.mobile);
    }
    expect(phoneNumber.safeParse('+8801711111111').data).toBe('01711111111');
  });

  it('finds places by official and common names, with or without spaces, apostrophes and Sadar, and names close ones', () => {
    const districts = new PlaceNameIndex([
      { id: 1, name: 'Chattogram', bnName: 'চট্টগ্রাম' },
      { id: 2, name: 'Coxsbazar', bnName: 'কক্সবাজার' },
      { id: 3, name: 'Comilla', bnName: 'কুমিল্লা' },
    ]);
    expect(districts.find('Chittagong')).toEqual([1]);
    expect(districts.find("Cox's Bazar")).toEqual([2]);
    expect(districts.find('Cox Bazar District')).toEqual([2]);
    expect(districts.find('Cumilla')).toEqual([3]);
    expect(districts.find('কক্স বাজার জেলা')).toEqual([2]);
    expect(districts.find('Comila')).toEqual([]);
    expect(districts.close('Comila')).toEqual(['Comilla']);
    expect(districts.close('কুমিলা')).toEqual(['কুমিল্লা']);
    const upazilas = new PlaceNameIndex([
      { id: 10, name: 'Bogra Sadar', bnName: 'বগুড়া সদর' },
      { id: 11, name: 'Sherpur', bnName: 'শেরপুর' },
      { id: 12, name: 'Ukhiya', bnName: 'উখিয়া' },
    ]);
    expect(upazilas.find('Bogura')).toEqual([10]);
    expect(upazilas.find('Bogura Sadar')).toEqual([10]);
    expect(upazilas.find('বগুড়া')).toEqual([10]);
    expect(upazilas.find('Ukhia')).toEqual([12]);
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

describe('values as people write them in the donor lists they keep', () => {
  it('reads blood groups with Rh, +ve, pos., brackets and Bengali letters', () => {
    const cases: Record<string, string | undefined> = {
      'B Rh positive': 'bPositive',
      'B Rh+': 'bPositive',
      'b rh +ve': 'bPositive',
      'O Rh negative': 'oNegative',
      'O Rh-': 'oNegative',
      'AB(+)': 'abPositive',
      'AB(-)': 'abNegative',
      'AB (+)': 'abPositive',
      'A+ve': 'aPositive',
      'A -ve': 'aNegative',
      'A pos.': 'aPositive',
      'O neg.': 'oNegative',
      'বি+': 'bPositive',
      'বি-': 'bNegative',
      'এ+': 'aPositive',
      'ও পজিটিভ': 'oPositive',
      'ও নেগেটিভ': 'oNegative',
      'এবি নেগেটিভ': 'abNegative',
      'এবি পজিটিভ': 'abPositive',
      'এবি+': 'abPositive',
      'বি পজেটিভ': 'bPositive',
      'রক্তের গ্রুপ: বি+': 'bPositive',
      '  B+  ': 'bPositive',
      'o+': 'oPositive',
      '0+': 'oPositive',
    };
    for (const [cell, code] of Object.entries(cases)) expect(bloodGroupOf(cell), cell).toBe(code);
  });

  it('accepts a bracketed echo that agrees and refuses one that disagrees (never guesses)', () => {
    const cases: Record<string, string | undefined> = {
      'B+ (বি পজিটিভ)': 'bPositive',
      'B+ve (বি পজিটিভ)': 'bPositive',
      'বি পজিটিভ (B+)': 'bPositive',
      'AB- [এবি নেগেটিভ]': 'abNegative',
      'O Rh positive (ও+)': 'oPositive',
      '(B+)': 'bPositive',
      'Blood group (A+)': 'aPositive',
      'B+ (এ পজিটিভ)': undefined,
      'B+ (B-)': undefined,
      'A+ (এ পজিটিভ) (এবি পজিটিভ)': undefined,
      'X (B+)': undefined,
      'B+ (donor)': undefined,
      'B (+) (এ+)': undefined,
    };
    for (const [cell, code] of Object.entries(cases)) expect(bloodGroupOf(cell), cell).toBe(code);
  });

  it('does not read a blood group from a letter alone, a sign alone, Rh alone or another letter', () => {
    for (const cell of [
      '',
      'B',
      '+',
      'Rh+',
      'B Rh',
      'C+',
      'ABO+',
      'বি',
      'A+B',
      'positive',
      '(+)',
      'A positive negative',
    ]) {
      expect(bloodGroupOf(cell), cell).toBeUndefined();
    }
  });

  it('reads gender words, Bengali and English, into the stored codes', () => {
    const cases: Record<string, string | undefined> = {
      M: 'male',
      m: 'male',
      'M.': 'male',
      F: 'female',
      Male: 'male',
      MALE: 'male',
      Female: 'female',
      পুরুষ: 'male',
      ছেলে: 'male',
      মহিলা: 'female',
      নারী: 'female',
      // য় typed as one code point (U+09DF) and as য + nukta: both are মেয়ে.
      'মে\u09dfে': 'female',
      'মে\u09af\u09bcে': 'female',
      'তৃতীয় লিঙ্গ': 'third',
      'তৃতী\u09dfলিঙ্গ': 'third',
      hijra: 'third',
      Hijra: 'third',
      হিজড়া: 'third',
      'হিজ\u09dcা': 'third',
      'third gender': 'third',
      'Male (পুরুষ)': 'male',
      'মহিলা (F)': 'female',
      'M (মহিলা)': undefined,
      'prefer not to say': 'unknown',
      x: undefined,
      '': undefined,
      'M/F': undefined,
    };
    for (const [cell, code] of Object.entries(cases)) expect(genderOf(cell), cell).toBe(code);
    for (const cell of ['M', 'F', 'তৃতীয় লিঙ্গ', 'hijra', 'অজানা']) {
      expect(GENDER_CODES as readonly string[], cell).toContain(genderOf(cell));
    }
  });

  it('splits two numbers joined by a word or a mark, in order', () => {
    const first = '01711111111';
    const second = '01922222222';
    for (const joiner of [
      ' ও ',
      ' অথবা ',
      ' or ',
      ' OR ',
      ' and ',
      ' এবং ',
      ' বা ',
      '/',
      ' / ',
      ',',
      ', ',
      ';',
      ' & ',
      '&',
      '\n',
      ' | ',
    ]) {
      const cell = `${first}${joiner}${second}`;
      expect(phonesOf(cell).map(normalisePhone), JSON.stringify(cell)).toEqual([first, second]);
    }
    expect(phonesOf('০১৭১১১১১১১১ ও ০১৯২২২২২২২২').map(normalisePhone)).toEqual([first, second]);
    expect(phonesOf('০১৭১১১১১১১১ অথবা +৮৮০ ১৯২২-২২২২২২').map(normalisePhone)).toEqual([
      first,
      second,
    ]);
    expect(phonesOf('+880 1711-111111 or 880 1922 222222').map(normalisePhone)).toEqual([
      first,
      second,
    ]);
    expect(phonesOf('+880 1711-111111 +880 1922-222222').map(normalisePhone)).toEqual([
      first,
      second,
    ]);
    expect(phonesOf('1711111111, 1922222222').map(normalisePhone)).toEqual([first, second]);
    expect(phonesOf('01711111111, 01922222222, 01633333333').map(normalisePhone)).toEqual([
      first,
      second,
      '01633333333',
    ]);
  });

  it('drops notes after or around a number', () => {
    const cases: Record<string, string[]> = {
      '01711111111 (imo)': ['01711111111'],
      '01711111111 imo': ['01711111111'],
      '01711111111 IMO, WhatsApp': ['01711111111'],
      'whatsapp 01711111111': ['01711111111'],
      '01711111111 (বাসা)': ['01711111111'],
      '(নিজ) 01711111111': ['01711111111'],
      '01711111111 বিকাশ': ['01711111111'],
      '০১৭১১১১১১১১ (বিকাশ)': ['01711111111'],
      'Mob: 01711111111': ['01711111111'],
      '01711111111 (own) / 01922222222 (father)': ['01711111111', '01922222222'],
      '01711111111 (নিজ) ও 01922222222 (বাবা)': ['01711111111', '01922222222'],
      '01711111111 (imo) 01922222222': ['01711111111', '01922222222'],
      '01711111111imo': ['01711111111'],
      '01711111111 [whatsapp]': ['01711111111'],
      '+880 1711-111111 (imo)': ['01711111111'],
      '01711111111 -': ['01711111111'],
    };
    for (const [cell, phones] of Object.entries(cases))
      expect(phonesOf(cell).map(normalisePhone), cell).toEqual(phones);
  });

  it('gives a cell without digits whole (so the phone rule names it) and a blank cell nothing', () => {
    expect(phonesOf('')).toEqual([]);
    expect(phonesOf('   ')).toEqual([]);
    expect(phonesOf('imo')).toEqual(['imo']);
    expect(phonesOf('নেই')).toEqual(['নেই']);
    // A wrong number stays one wrong number, for the phone rule to name.
    expect(phonesOf('12345 (imo)')).toEqual(['12345']);
    expect(phonesOf('01711-11111')).toEqual(['01711-11111']);
  });

  it('reads consent answers, and leaves blank and other answers undefined', () => {
    for (const yes of [
      'Yes, I agree',
      'I agree',
      'agreed',
      'Agreed.',
      'yes',
      'YES',
      'y',
      'Y',
      'হ্যাঁ',
      'হ্যাঁ, রাজি',
      'রাজি',
      'রাজি আছি',
      'সম্মত',
      '✓',
      '✔',
      'true',
      'TRUE',
      '1',
      '১',
      'x',
    ]) {
      expect(consentOf(yes), yes).toBe(true);
    }
    for (const no of [
      'No',
      'no',
      'n',
      'না',
      'রাজি নই',
      'not agreed',
      'Not agreed',
      'false',
      'FALSE',
      '0',
      '০',
      '✗',
      'অসম্মত',
    ]) {
      expect(consentOf(no), no).toBe(false);
    }
    for (const other of ['', '   ', 'maybe', 'yes, no', 'হ্যাঁ, না', 'agree?', '2', 'later']) {
      expect(consentOf(other), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('knows more words that mean no date, and still not dates or names', () => {
    for (const word of [
      'মনে নেই',
      'জানি না',
      'জানা নেই',
      "don't know",
      'don’t know',
      'Unknown',
      'N/A',
      '-',
      'none',
      'কখনো না',
      'never',
      'Never',
    ]) {
      expect(isNoDate(word), word).toBe(true);
    }
    for (const word of ['মার্চ ২০২৪', '3 months ago', '2024', 'Karim'])
      expect(isNoDate(word), word).toBe(false);
  });
});

describe('the order of a column of numeric dates', () => {
  it('finds day-first and month-first from a part over 12', () => {
    expect(dateOrderOf(['05/09/1979', '21/06/2001'])).toBe('dmy');
    expect(dateOrderOf(['5/9/1979', '6/21/2001'])).toBe('mdy');
    expect(dateOrderOf(['৫/৯/১৯৭৯', '৬/২১/২০০১'])).toBe('mdy');
    expect(dateOrderOf(['২১-০৬-২০০১'])).toBe('dmy');
    expect(dateOrderOf(['6/21/2001 14:05:09'])).toBe('mdy');
    expect(dateOrderOf(['13.1.90'])).toBe('dmy');
  });

  it('is unknown without evidence and a conflict with both', () => {
    expect(dateOrderOf([])).toBe('unknown');
    expect(dateOrderOf(['', '5/9/1979', '1/1/2000', '12/12/2012'])).toBe('unknown');
    // ISO dates, month names, Excel day numbers and no-date words are evidence of nothing.
    expect(
      dateOrderOf([
        '2001-06-21',
        '1979-12-25',
        '21 Jun 2001',
        'June 21, 2001',
        '45363',
        'জানা নেই',
      ]),
    ).toBe('unknown');
    // 13/13/2020 and 32/01/2020 are no date either way.
    expect(dateOrderOf(['13/13/2020', '32/01/2020', '00/13/2020'])).toBe('unknown');
    expect(dateOrderOf(['21/06/2001', '6/21/2001'])).toBe('conflict');
    expect(dateOrderOf(['21/06/2001', '13/13/2020'])).toBe('dmy');
    expect(dateOrderOf([new Date(Date.UTC(2001, 5, 21)), undefined, '6/21/2001'])).toBe('mdy');
  });

  it('reads numeric dates in the order given, day first by default', () => {
    expect(isoDateOf('5/9/1979')).toBe('1979-09-05');
    expect(isoDateOf('5/9/1979', 'dmy')).toBe('1979-09-05');
    expect(isoDateOf('5/9/1979', 'mdy')).toBe('1979-05-09');
    expect(isoDateOf('6/21/2001', 'mdy')).toBe('2001-06-21');
    expect(isoDateOf('৬/২১/২০০১', 'mdy')).toBe('2001-06-21');
    expect(isoDateOf('6/21/2001 14:05:09', 'mdy')).toBe('2001-06-21');
    expect(isRealDay(isoDateOf('6/21/2001'))).toBe(false);
    // ISO and month names do not depend on the order.
    expect(isoDateOf('2001-06-21', 'mdy')).toBe('2001-06-21');
    expect(isoDateOf('21 Jun 2001', 'mdy')).toBe('2001-06-21');
    expect(isoDateOf('June 21, 2001', 'mdy')).toBe('2001-06-21');
  });

  it('keeps impossible dates for the date rule to name', () => {
    expect(isoDateOf('31/02/2024')).toBe('2024-02-31');
    expect(isRealDay('2024-02-31')).toBe(false);
    expect(isoDateOf('13/13/2020')).toBe('2020-13-13');
    expect(isRealDay('2020-13-13')).toBe(false);
    expect(isoDateOf('01/01/1899')).toBe('1899-01-01');
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
  });
});

describe('vague last donations', () => {
  const today = '2025-06-15';
  const date = (d: string, precision: string, months?: number) => ({
    kind: 'date',
    date: d,
    precision,
    ...(months === undefined ? {} : { months }),
  });

  it('reads a month and year as its last day', () => {
    for (const cell of [
      'মার্চ ২০২৪',
      'March 2024',
      'march 2024',
      'Mar 2024',
      'Mar-24',
      "Mar'24",
      'মার্চ, ২০২৪',
      '03/2024',
      '3/2024',
      '৩/২০২৪',
      '03-2024',
      '2024-03',
      'মার্চ ২০২৪ ইং',
    ]) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2024-03-31', 'month'));
    }
    expect(lastDonationOf('Feb 2024', today)).toEqual(date('2024-02-29', 'month'));
    expect(lastDonationOf('ফেব্রুয়ারি ২০২৩', today)).toEqual(date('2023-02-28', 'month'));
    expect(lastDonationOf('Sept 2024', today)).toEqual(date('2024-09-30', 'month'));
    // This month: today, never after it; a later month is in the future.
    expect(lastDonationOf('June 2025', today)).toEqual(date('2025-06-15', 'month'));
    expect(lastDonationOf('জুন ২০২৫', today)).toEqual(date('2025-06-15', 'month'));
    expect(lastDonationOf('July 2025', today)).toEqual({ kind: 'invalid', reason: 'dateFuture' });
    expect(lastDonationOf('13/2024', today)).toEqual({ kind: 'invalid', reason: 'date' });
    // Two digits before the month are a day without a year, not a year.
    expect(lastDonationOf('24-Mar', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf('Foo 2024', today)).toEqual({ kind: 'invalid', reason: 'date' });
  });

  it('reads a year as its last day (this year: today)', () => {
    for (const cell of ['2024', '২০২৪', '২০২৪ সাল', '2024 সালে']) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2024-12-31', 'year'));
    }
    expect(lastDonationOf('2025', today)).toEqual(date('2025-06-15', 'year'));
    expect(lastDonationOf('২০২৫', today)).toEqual(date('2025-06-15', 'year'));
    expect(lastDonationOf('2026', today)).toEqual({ kind: 'invalid', reason: 'dateFuture' });
    expect(lastDonationOf('1899', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf('১৮৯৯', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf('1900', today)).toEqual(date('1900-12-31', 'year'));
    expect(lastDonationOf('5000', today)).toEqual({ kind: 'invalid', reason: 'dateFuture' });
  });

  it('reads "N months ago" and "N years ago" as today less that much', () => {
    for (const cell of [
      '৩ মাস আগে',
      '3 months ago',
      'about 3 months ago',
      'প্রায় ৩ মাস আগে',
      '৩ মাস',
      '3 months',
      '৩মাস আগে',
      'তিন মাস আগে',
      'three months ago',
      '~3 months ago',
      '৩ মাস পূর্বে',
    ]) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2025-03-15', 'monthsAgo', 3));
    }
    for (const cell of [
      '১ বছর আগে',
      'a year ago',
      '1 year ago',
      'এক বছর আগে',
      'about a year ago',
      '১ বছর',
    ]) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2024-06-15', 'monthsAgo', 12));
    }
    expect(lastDonationOf('2 years ago', today)).toEqual(date('2023-06-15', 'monthsAgo', 24));
    expect(lastDonationOf('২ বছর আগে', today)).toEqual(date('2023-06-15', 'monthsAgo', 24));
    expect(lastDonationOf('1 month ago', today)).toEqual(date('2025-05-15', 'monthsAgo', 1));
    expect(lastDonationOf('0 months ago', today)).toEqual(date(today, 'monthsAgo', 0));
    expect(lastDonationOf('15 months ago', today)).toEqual(date('2024-03-15', 'monthsAgo', 15));
    // The day is kept within the month: 31 May less 3 months is 28 February.
    expect(lastDonationOf('3 months ago', '2025-05-31')).toEqual(
      date('2025-02-28', 'monthsAgo', 3),
    );
    expect(lastDonationOf('a year ago', '2024-02-29')).toEqual(date('2023-02-28', 'monthsAgo', 12));
    expect(lastDonationOf('6 months ago', '2025-01-10')).toEqual(
      date('2024-07-10', 'monthsAgo', 6),
    );
    expect(lastDonationOf('200 years ago', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf('3 weeks ago', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf('months ago', today)).toEqual({ kind: 'invalid', reason: 'date' });
  });

  it('reads last month and last year as their last day', () => {
    for (const cell of ['last month', 'Last month', 'গত মাসে', 'গত মাস']) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2025-05-31', 'month'));
    }
    expect(lastDonationOf('last month', '2025-01-10')).toEqual(date('2024-12-31', 'month'));
    expect(lastDonationOf('last month', '2024-03-31')).toEqual(date('2024-02-29', 'month'));
    expect(lastDonationOf('last year', today)).toEqual(date('2024-12-31', 'year'));
    expect(lastDonationOf('গত বছর', today)).toEqual(date('2024-12-31', 'year'));
    expect(lastDonationOf('this month', today)).toEqual(date(today, 'month'));
    expect(lastDonationOf('এই বছর', today)).toEqual(date(today, 'year'));
  });

  it('reads full dates as the day itself, in the column order', () => {
    for (const cell of [
      '12/03/2024',
      '১২/০৩/২০২৪',
      '12-03-2024',
      '2024-03-12',
      '12 Mar 2024',
      '১২ মার্চ ২০২৪',
      '১২ মার্চ ২০২৪ ইং',
      'March 12, 2024',
      '12/03/24',
      '45363',
    ]) {
      expect(lastDonationOf(cell, today), cell).toEqual(date('2024-03-12', 'day'));
    }
    expect(lastDonationOf(new Date(Date.UTC(2024, 2, 12)), today)).toEqual(
      date('2024-03-12', 'day'),
    );
    expect(lastDonationOf('5/9/2024', today)).toEqual(date('2024-09-05', 'day'));
    expect(lastDonationOf('5/9/2024', today, 'mdy')).toEqual(date('2024-05-09', 'day'));
    expect(lastDonationOf('6/21/2024', today, 'mdy')).toEqual(date('2024-06-21', 'day'));
    expect(lastDonationOf('6/21/2024', today)).toEqual({ kind: 'invalid', reason: 'date' });
    expect(lastDonationOf(today, today)).toEqual(date(today, 'day'));
    expect(lastDonationOf('2024-03-12T10:00:00', today)).toEqual(date('2024-03-12', 'day'));
    expect(lastDonationOf('2024-03-12 10:00', today)).toEqual(date('2024-03-12', 'day'));
    expect(lastDonationOf('6/21/2024 14:05:09', today, 'mdy')).toEqual(date('2024-06-21', 'day'));
  });

  it('refuses impossible, future and too old days', () => {
    const invalid = { kind: 'invalid', reason: 'date' };
    const future = { kind: 'invalid', reason: 'dateFuture' };
    expect(lastDonationOf('31/02/2024', today)).toEqual(invalid);
    expect(lastDonationOf('31 Feb 2024', today)).toEqual(invalid);
    expect(lastDonationOf('৩১ ফেব্রুয়ারি ২০২৪', today)).toEqual(invalid);
    expect(lastDonationOf('29/02/2023', today)).toEqual(invalid);
    expect(lastDonationOf('29/02/2024', today)).toEqual(date('2024-02-29', 'day'));
    expect(lastDonationOf('13/13/2020', today)).toEqual(invalid);
    expect(lastDonationOf('13/13/2020', today, 'mdy')).toEqual(invalid);
    expect(lastDonationOf('01/01/1899', today)).toEqual(invalid);
    expect(lastDonationOf('1899-12-31', today)).toEqual(invalid);
    expect(lastDonationOf('2025-06-16', today)).toEqual(future);
    expect(lastDonationOf('16/06/2025', today)).toEqual(future);
    expect(lastDonationOf('01/01/2030', today)).toEqual(future);
    expect(lastDonationOf(new Date(Number.NaN), today)).toEqual(invalid);
    for (const cell of ['yesterday', 'sometime', 'বৈশাখ ১৪৩১', 'B+', '3'])
      expect(lastDonationOf(cell, today), cell).toEqual(invalid);
  });

  it('reads "don\'t know" and "never" words, and a blank cell, as unknown', () => {
    for (const cell of [
      '',
      '  ',
      'মনে নেই',
      'জানি না',
      'জানা নেই',
      "don't know",
      'Unknown',
      'N/A',
      '-',
      'none',
      'কখনো না',
      'never',
    ]) {
      expect(lastDonationOf(cell, today), JSON.stringify(cell)).toEqual({ kind: 'unknown' });
    }
  });

  it('needs today as YYYY-MM-DD', () => {
    expect(() => lastDonationOf('2024', '15/06/2025')).toThrow(RangeError);
  });
});
