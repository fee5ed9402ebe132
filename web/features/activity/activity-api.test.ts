import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPeriod } from './activity-api.ts';

describe('the audit period of the picked days', () => {
  // A phone far from Bangladesh (Peru, UTC-5 all year): its midnight is 11 hours after Dhaka's.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Lima';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('runs from the start of the first Bangladesh day to the end of the last, not in the phone’s zone', () => {
    // The zone is in effect: this phone's 9 March starts at 05:00 UTC.
    expect(new Date(2026, 2, 9).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(auditPeriod('2026-03-09', '2026-03-31')).toEqual({
      from: '2026-03-08T18:00:00.000Z',
      to: '2026-03-31T18:00:00.000Z',
    });
  });

  it('leaves out a bound with no day', () => {
    expect(auditPeriod('', '')).toEqual({ from: '', to: '' });
    expect(auditPeriod('2026-03-09', '')).toEqual({ from: '2026-03-08T18:00:00.000Z', to: '' });
  });
});
