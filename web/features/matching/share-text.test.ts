import { describe, expect, it } from 'vitest';
import { MONEY_WARNING } from '../../../common/money-warning.ts';
import { buildShareText, shareDate, whatsAppUrl, type ShareFacts } from './share-text.ts';

const facts: ShareFacts = {
  bloodGroup: 'bNegative',
  bags: '2',
  hospital: '  ঢাকা মেডিকেল কলেজ হাসপাতাল ',
  // 09:30 UTC is 15:30 in Bangladesh.
  date: '2026-11-24T09:30:00.000Z',
  contact: '017 1234 5678',
};

describe('the share text of a blood request', () => {
  it('says the group, the bags in Bengali digits, the hospital, the time in Bangladesh and the contact', () => {
    const text = buildShareText(facts);
    const lines = text.split('\n');
    expect(lines[0]).toBe('জরুরি B- রক্ত প্রয়োজন');
    expect(lines).toContain('রক্তের গ্রুপ: B-');
    expect(lines).toContain('পরিমাণ: ২ ব্যাগ');
    expect(lines).toContain('হাসপাতাল: ঢাকা মেডিকেল কলেজ হাসপাতাল');
    expect(text).toContain('সময়: ২৪ নভেম্বর, ২০২৬');
    expect(text).toMatch(/৩:৩০ দুপুর/);
    // The number keeps ASCII digits (phones make it tappable) and loses its spaces.
    expect(lines).toContain('যোগাযোগ: 01712345678');
    // The money warning, the same words the family's SMS and status page carry.
    expect(lines).toContain(MONEY_WARNING.bn);
    expect(MONEY_WARNING.bn).toContain('টাকা');
    expect(lines.length).toBe(8);
  });

  it('reads the time on Bangladesh’s clock whatever the phone’s zone', () => {
    // 20:00 UTC on the 23rd is 02:00 on the 24th in Dhaka.
    expect(shareDate('2026-11-23T20:00:00.000Z')).toContain('২৪ নভেম্বর');
  });

  it('keeps 6+ bags as written', () => {
    expect(buildShareText({ ...facts, bags: '6+' })).toContain('পরিমাণ: ৬+ ব্যাগ');
  });

  it('carries only what it is given: no donor data can enter it', () => {
    const withExtra = { ...facts, donorName: 'রহিম', donorPhone: '01999999999' } as ShareFacts;
    const text = buildShareText(withExtra);
    expect(text).not.toContain('রহিম');
    expect(text).not.toContain('01999999999');
  });

  it('makes a wa.me link with the whole text encoded', () => {
    const text = buildShareText(facts);
    const url = whatsAppUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
    expect(url).not.toContain('\n');
    expect(url).not.toContain(' ');
  });
});
