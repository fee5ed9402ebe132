import { describe, expect, it } from 'vitest';
import { avatarOf, remaining } from './format.ts';

describe('donor display helpers', () => {
  it('counts down days, hours and minutes to the next-eligible time', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(remaining('2026-01-03T05:30:00Z', now)).toEqual({
      days: 2,
      hours: 5,
      minutes: 30,
      done: false,
    });
    expect(remaining('2026-01-01T00:00:30Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      done: false,
    });
    expect(remaining('2025-12-31T00:00:00Z', now).done).toBe(true);
    expect(remaining(null, now).done).toBe(true);
  });

  it('picks the avatar by gender', () => {
    expect(avatarOf('পুরুষ')).toBe('/avatar-male.svg');
    expect(avatarOf('মহিলা')).toBe('/avatar-female.svg');
    expect(avatarOf('তৃতীয় লিঙ্গ')).toBe('/avatar-default.svg');
    expect(avatarOf('অজানা')).toBe('/avatar-default.svg');
  });
});

describe('formatDate', () => {
  it('shows a calendar day as written and a time as the local day', async () => {
    const { formatDate } = await import('./format.ts');
    expect(formatDate('2026-05-10')).toContain('২০২৬');
    expect(formatDate('2026-05-10')).toContain('১০');
    expect(formatDate(null)).toBe('...');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
