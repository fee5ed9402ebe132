/**
 * Days in Bangladesh, for the server and the forms alike. Bangladesh keeps UTC+6 all year (no
 * daylight saving), so a day is plain arithmetic on the clock: the phone's own time zone never
 * enters, and a phone abroad sees the same "today" as the server. A day is written YYYY-MM-DD.
 * No imports: the public pages load this without the validation library.
 */

export const BANGLADESH_TIME_ZONE = 'Asia/Dhaka';
/** UTC+6, all year. */
export const BANGLADESH_OFFSET_MS = 6 * 3_600_000;
export const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day in Bangladesh at the instant `at`. */
export function bangladeshDay(at: Date | number): string {
  return new Date(Number(at) + BANGLADESH_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in Bangladesh. */
export function todayInBangladesh(now: Date | number = Date.now()): string {
  return bangladeshDay(now);
}

/** The instant a Bangladesh day starts (its midnight, 18:00 UTC the day before). */
export function startOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGLADESH_OFFSET_MS);
}

/** The instant a Bangladesh day ends: the start of the next day (an exclusive bound). */
export function endOfDay(day: string): Date {
  return new Date(startOfDay(day).getTime() + DAY_MS);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same day `years` earlier (29 February becomes 28 February in a common year). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
