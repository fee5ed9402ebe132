import { describe, expect, it } from 'vitest';
import { bloodGroupOf, genderOf, isNoDate, isoDateOf, normalisePhone, phonesOf } from './import-values.ts';
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
    for (const word of ['জানা নেই', 'N/A', '-', 'none', 'কখনো না', 'None ', 'জানি না']) expect(isNoDate(word), word).toBe(true);
    for (const word of ['12 Mar 2024', 'Rahim', '']) expect(isNoDate(word), word).toBe(false);
  });

  it('splits two numbers written in one cell', () => {
    expect(phonesOf('01711-111111, 01922222222').map(normalisePhone)).toEqual(['01711111111', '01922222222']);
    expect(phonesOf('01711111111 / 01922222222').map(normalisePhone)).toEqual(['01711111111', '01922222222']);
    expect(phonesOf('01711111111 01922222222').map(normalisePhone)).toEqual(['01711111111', '01922222222']);
    expect(phonesOf('+880 1711-111111')).toEqual(['+880 1711-111111']);
  });

  it('accepts Bangladeshi mobile numbers only, however they are written (one rule for every form)', () => {
    for (const typed of ['01711111111', '+880 1711-111111', '8801311111111', '০১৯১১১১১১১১', '+88 01511 111111']) {
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
