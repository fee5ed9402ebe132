import { dateTimeFormat, locale } from '../../i18n/language.ts';

const dateTime = dateTimeFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A date and time as a Bengali reader expects it, in the phone's own time zone. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '...';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeOnly = dateTimeFormat({ hour: 'numeric', minute: '2-digit' });

/** The date and the time apart, for a narrow table cell. */
export function splitDateTime(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dateOnly.format(date), time: timeOnly.format(date) };
}
