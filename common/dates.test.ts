import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  bangladeshDay,
  daysBetween,
  endOfDay,
  isIsoDate,
  startOfDay,
  todayInBangladesh,
  yearsBefore,
} from './dates.ts';

const phoneZone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again when it is assigned: this moves the process's "phone" to another zone.
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

describe('days in Bangladesh', () => {
  it('turns at 18:00 UTC, midnight in Dhaka', () => {
    expect(bangladeshDay(Date.parse('2026-11-26T17:59:59Z'))).toBe('2026-11-26');
    expect(bangladeshDay(Date.parse('2026-11-26T18:00:00Z'))).toBe('2026-11-27');
  });

  it('is the same day on a phone in any time zone as on the server', () => {
    // 23:30 in Dhaka on 26 November: still the 26th in Dhaka, the 26th's morning in New York,
    // already the 27th in Kiribati.
    const late = new Date('2026-11-26T17:30:00Z');
    const seen = ['America/New_York', 'Pacific/Kiritimati', 'Asia/Dhaka', 'UTC'].map((zone) => {
      process.env.TZ = zone;
      return {
        zone,
        today: todayInBangladesh(late),
        start: startOfDay(todayInBangladesh(late)).toISOString(),
        offset: late.getTimezoneOffset(),
      };
    });
    for (const phone of seen) {
      expect(phone.today, phone.zone).toBe('2026-11-26');
      expect(phone.start, phone.zone).toBe('2026-11-25T18:00:00.000Z');
    }
    // The zones really differed (else the test proves nothing).
    expect(new Set(seen.map((phone) => phone.offset)).size).toBe(seen.length);
  });

  it('starts and ends a day at Dhaka midnight', () => {
    expect(startOfDay('2026-01-01').toISOString()).toBe('2025-12-31T18:00:00.000Z');
    expect(endOfDay('2026-01-01').toISOString()).toBe('2026-01-01T18:00:00.000Z');
  });

  it('counts and moves by whole days, across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2027-01-25')).toBe(60);
    expect(daysBetween('2026-11-26', '2026-11-20')).toBe(-6);
    expect(yearsBefore('2026-11-26', 18)).toBe('2008-11-26');
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
  });

  it('knows a real calendar day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('2026-11-26T00:00')).toBe(false);
  });
});
