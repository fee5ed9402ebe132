import { describe, expect, it } from 'vitest';
import { alertSettings } from '../../../common/schemas/alerts.ts';
import { alertLimitsForm, eligibilityForm } from './settings-form.ts';

describe('the eligibility settings form', () => {
  const typed = {
    wholeBloodMaleDays: '90',
    wholeBloodFemaleDays: '120',
    wholeBloodOtherDays: '120',
    plateletsDays: '14',
  };

  it('turns typed days into whole numbers', () => {
    expect(eligibilityForm.parse(typed)).toEqual({
      wholeBloodMaleDays: 90,
      wholeBloodFemaleDays: 120,
      wholeBloodOtherDays: 120,
      plateletsDays: 14,
    });
  });

  it('refuses empty, zero, fractions and more than a year, naming the field', () => {
    for (const bad of ['', '0', '12.5', '366', 'abc']) {
      const result = eligibilityForm.safeParse({ ...typed, plateletsDays: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['plateletsDays']);
    }
  });
});

describe('the alert limits form', () => {
  const typed = { perDay: '১', perWeek: '3', quietStart: '22:00', quietEnd: '08:00' };

  it('turns typed counts (Bengali digits too) into numbers the server takes', () => {
    const parsed = alertLimitsForm.parse(typed);
    expect(parsed).toEqual({ perDay: 1, perWeek: 3, quietStart: '22:00', quietEnd: '08:00' });
    expect(alertSettings.safeParse(parsed).success).toBe(true);
  });

  it('refuses counts beyond the server’s bounds and times that are not HH:MM', () => {
    for (const [field, bad] of [
      ['perDay', '11'],
      ['perDay', '-1'],
      ['perWeek', '51'],
      ['quietStart', '24:00'],
      ['quietEnd', '8:0'],
      ['quietEnd', '২৪:০০'],
    ] as const) {
      const result = alertLimitsForm.safeParse({ ...typed, [field]: bad });
      expect(result.success, `${field}=${bad}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('takes a one-digit hour and Bengali digits, and gives the server HH:MM', () => {
    const result = alertLimitsForm.safeParse({ ...typed, quietStart: '২২:০০', quietEnd: '8:00' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ quietStart: '22:00', quietEnd: '08:00' });
  });
});

describe('the automatic waves interval on the alert limits form', () => {
  const typed = { perDay: '1', perWeek: '3', quietStart: '22:00', quietEnd: '08:00' };

  it('turns typed minutes (Bengali digits too) into the seconds the server takes; empty is the default', () => {
    const parsed = alertLimitsForm.parse({ ...typed, waveMinutes: '১৫' });
    expect(parsed).toMatchObject({ waveSeconds: 900 });
    expect(alertSettings.safeParse(parsed).success).toBe(true);
    expect(alertLimitsForm.parse({ ...typed, waveMinutes: '' })).not.toHaveProperty('waveSeconds');
  });

  it('refuses minutes outside the server’s bounds, naming the field', () => {
    for (const bad of ['0', '1441', '2.5', 'abc']) {
      const result = alertLimitsForm.safeParse({ ...typed, waveMinutes: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['waveMinutes']);
    }
  });
});
