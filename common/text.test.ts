import { describe, expect, it } from 'vitest';
import { cutText, toAsciiDigits } from './text.ts';

describe('cutText', () => {
  it('keeps texts up to the limit and cuts longer ones with an ellipsis', () => {
    expect(cutText('Abdur Rahman', 15)).toBe('Abdur Rahman');
    expect(cutText('Mohammad Abdur Rahman', 15)).toBe('Mohammad Abdur ...');
    expect(cutText('someone@example.com', 16, '…')).toBe('someone@example.…');
  });

  it('never splits a Bengali vowel sign or conjunct from its letter', () => {
    // 'কি' is two code points but one letter as read.
    expect(cutText('কিকিকি', 2)).toBe('কিকি...');
    expect(cutText('রক্তদান', 2)).toBe('রক্ত...');
  });
});

describe('toAsciiDigits', () => {
  it('turns Bengali digits into ASCII and leaves the rest', () => {
    expect(toAsciiDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(toAsciiDigits('017-12')).toBe('017-12');
  });
});
