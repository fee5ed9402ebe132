import { BANGLADESH_OFFSET_MS, DAY_MS } from '../../common/dates.ts';

/** Quiet hours in Bangladesh time (UTC+6 all year): alerts are held until they end unless urgent. */
export interface QuietHours {
  quietStart: string;
  quietEnd: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** `at`, or the end of the quiet hours it falls in. */
export function holdForQuietHours(at: Date, quiet: QuietHours): Date {
  const start = minutesOf(quiet.quietStart);
  const end = minutesOf(quiet.quietEnd);
  if (start === end) return at;
  const local = new Date(at.getTime() + BANGLADESH_OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const quietNow = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quietNow) return at;
  const endToday =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + end * 60_000;
  const endLocal = endToday > local.getTime() ? endToday : endToday + DAY_MS;
  return new Date(endLocal - BANGLADESH_OFFSET_MS);
}
