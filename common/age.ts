import { bangladeshDay } from './dates.ts';

/**
 * A person's age from a YYYY-MM-DD birth date. Kept apart from the donor schemas (which need the
 * validation library) so that a screen that only shows ages does not load that library.
 */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a YYYY-MM-DD birth date and the day `today` is in Bangladesh. */
export function ageInYears(birthDate: string, today: Date | number = Date.now()): number {
  const [, y, m, d] = ISO_DATE.exec(birthDate) ?? [];
  const [ty, tm, td] = bangladeshDay(today).split('-').map(Number) as [number, number, number];
  const years = ty - Number(y);
  const beforeBirthday = tm < Number(m) || (tm === Number(m) && td < Number(d));
  return beforeBirthday ? years - 1 : years;
}
