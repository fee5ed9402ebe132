import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './language.ts';

const at = (hourInDhaka: number) => new Date(Date.UTC(2026, 0, 5, hourInDhaka - 6, 5));
const options = { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' } as const;

describe('dateTimeFormat', () => {
  it('says the time of day in Bengali words, never AM/PM', () => {
    const bn = dateTimeFormat(options, 'bn');
    const words = [7, 13, 16, 19, 23].map((h) => bn.format(at(h)));
    for (const text of words) expect(text).not.toMatch(/AM|PM|am|pm/);
    expect(words.join(' ')).toMatch(/সকাল/);
    expect(words.join(' ')).toMatch(/দুপুর/);
    expect(words.join(' ')).toMatch(/বিকাল/);
    expect(words.join(' ')).toMatch(/সন্ধ্যা/);
    expect(words.join(' ')).toMatch(/রাত/);
    expect(words[0]).toContain('৭:০৫');
  });

  it('adds no Bengali word in English', () => {
    expect(dateTimeFormat(options, 'en').format(at(16))).toMatch(/^(16:05|4:05\s?pm)$/i);
  });

  it('adds no time word to a date alone', () => {
    expect(
      dateTimeFormat({ timeZone: 'UTC', day: 'numeric', month: 'short' }, 'bn').format(at(16)),
    ).not.toMatch(/বিকাল/);
  });
});
