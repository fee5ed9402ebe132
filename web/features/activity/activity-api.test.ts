import { describe, expect, it } from 'vitest';
import { dayStartIso, describeChange } from './activity-api.ts';

describe('activity helpers', () => {
  it('turns a picked day into the start of that day (or the next) in the local zone', () => {
    const start = new Date(dayStartIso('2026-03-09'));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([2026, 2, 9, 0]);
    const end = new Date(dayStartIso('2026-03-31', true));
    expect([end.getMonth(), end.getDate()]).toEqual([3, 1]);
    expect(dayStartIso('')).toBe('');
    expect(dayStartIso('9 March')).toBe('');
  });

  it('shows a changed field as a readable line', () => {
    expect(describeChange('status', { from: 'pending', to: 'verified' })).toBe('status: pending → verified');
    expect(describeChange('name', 'রহিম')).toBe('name: রহিম');
    expect(describeChange('count', 3)).toBe('count: 3');
    expect(describeChange('place', null)).toBe('place: —');
    expect(describeChange('ids', [1, 2])).toBe('ids: [1,2]');
  });
});
