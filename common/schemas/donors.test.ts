import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  donationBody,
  donorInfoBody,
  donorListQuery,
  donorRegistrationBody,
} from './donors.ts';

const valid = {
  name: 'রহিম',
  bloodGroup: 'oPositive',
  age: '1995-05-20',
  number1: '01711223344',
  gender: 'পুরুষ',
  division: '6,ঢাকা',
  district: '1,ঢাকা',
  upazila: '2,সাভার',
  union: '3,আশুলিয়া',
  village: 'উত্তরপাড়া',
};

describe('donor registration schema (shared by the form and the server)', () => {
  it('turns Bengali digits into ASCII and keeps only the ids of the cascade values', () => {
    const parsed = donorRegistrationBody.parse({ ...valid, number1: '০১৭১১ ২২৩৩৪৪', number2: '' });
    expect(parsed).toMatchObject({
      number1: '01711223344',
      division: 6,
      district: 1,
      upazila: 2,
      union: 3,
    });
    expect(parsed.number2).toBeNull(); // no second number
  });

  it('gives the product messages', () => {
    const messages = (input: object) =>
      donorRegistrationBody.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message) ??
      [];
    expect(messages({ number1: '' })[0]).toBe('Number is required');
    expect(messages({ number1: '0171' })).toEqual(['Minimum length 11']);
    expect(messages({ number1: '017112233445' })).toEqual(['Maximum length 11']);
    expect(messages({ number2: '01711223344' })).toEqual([
      'The second number must differ from the first',
    ]);
    expect(messages({ upazila: '' })).toEqual(['Upazila Station is required']);
    expect(messages({ age: '1995-02-29' })).toEqual(['Enter a real date of birth']);
  });

  it('counts whole years of age', () => {
    const today = new Date('2026-05-20T10:00:00Z');
    expect(ageInYears('2008-05-20', today)).toBe(18);
    expect(ageInYears('2008-05-21', today)).toBe(17);
  });

  it('reads the list query: filter ids, genders and the sort flag', () => {
    const q = donorListQuery.parse({
      unionFilterData: '12,নাম',
      genders: 'মহিলা,অজানা',
      sortByDonateCount: 'true',
      bloodGroupFilterData: 'Default',
    });
    expect(q).toMatchObject({
      unionFilterData: 12,
      genders: ['female', 'unknown'],
      sortByDonateCount: true,
      bloodGroupFilterData: undefined,
      limit: 10,
      pageNumber: 0,
    });
  });
});

describe('gender and text as stored', () => {
  it('accepts the Bengali words, the short "তৃতীয়" and the codes, and gives the code', () => {
    const gender = (value: string) => donorRegistrationBody.safeParse({ ...valid, gender: value });
    expect(gender('পুরুষ').data?.gender).toBe('male');
    expect(gender('মহিলা').data?.gender).toBe('female');
    expect(gender('তৃতীয় লিঙ্গ').data?.gender).toBe('third');
    expect(gender('তৃতীয়').data?.gender).toBe('third');
    expect(gender('তৃতী\u09DF').data?.gender).toBe('third');
    expect(gender('অজানা').data?.gender).toBe('unknown');
    expect(gender('unknown').data?.gender).toBe('unknown');
    for (const bad of ['man', 'toString', '']) expect(gender(bad).success, bad).toBe(false);
    expect(donorListQuery.parse({ genders: 'মহিলা,female,তৃতীয়' }).genders).toEqual([
      'female',
      'third',
    ]);
  });

  it('normalises names, villages and searches to NFC', () => {
    const parsed = donorRegistrationBody.parse({
      ...valid,
      name: 'উখি\u09DFা',
      village: 'নদী\u09DFা',
    });
    expect(parsed.name).toBe('উখি\u09AF\u09BCা');
    expect(parsed.village).toBe('নদী\u09AF\u09BCা');
    expect(donorListQuery.parse({ donorSearchData: 'উখি\u09DFা' }).donorSearchData).toBe(
      'উখি\u09AF\u09BCা',
    );
  });
});

describe('numbers typed in Bengali digits', () => {
  it('counts a donation count and days since donation typed as ১২ and ৩', () => {
    const info = donorInfoBody.safeParse({
      name: 'রহিম',
      bloodGroup: 'aPositive',
      gender: 'পুরুষ',
      number1: '০১৭১২৩৪৫৬৭৮',
      donationCount: '১২',
    });
    expect(info.success && info.data.donationCount).toBe(12);
    const donation = donationBody.safeParse({ note: '৩' });
    expect(donation.success && donation.data.note).toBe(3);
  });
});
