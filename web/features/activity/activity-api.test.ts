import { describe, expect, it } from 'vitest';
import { dayStartIso } from './activity-api.ts';

describe('activity helpers', () => {
  it('turns a picked day into the start of that day (or the next) in the local zone', () => {
    const start = new Date(dayStartIso('2026-03-09'));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([2026, 2, 9, 0]);
    const end = new Date(dayStartIso('2026-03-31', true));
    expect([end.getMonth(), end.getDate()]).toEqual([3, 1]);
    expect(dayStartIso('')).toBe('');
    expect(dayStartIso('9 March')).toBe('');
  });
});
