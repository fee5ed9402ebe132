import { useEffect, useState } from 'react';
import { BLOOD_GROUP_LABELS, type BloodGroup } from '../../common/constants.ts';
import { ageInYears } from '../../common/age.ts';
import { dateTimeFormat } from '../i18n/language.ts';

export const bloodLabel = (group: string) => BLOOD_GROUP_LABELS[group as BloodGroup] ?? group;

export const ageOf = (birthDate: string) => ageInYears(birthDate);

/** The avatar by gender: male, female, or the default image for third gender and unknown. */
export function avatarOf(gender: string): string {
  if (gender === 'পুরুষ') return '/avatar-male.svg';
  if (gender === 'মহিলা') return '/avatar-female.svg';
  return '/avatar-default.svg';
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  done: boolean;
}

/** Days, hours and minutes from `now` until `until` (all zero once it has passed). */
export function remaining(until: string | null, now: number): Remaining {
  const ms = until ? new Date(until).getTime() - now : 0;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, done: true };
  const minutesTotal = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
    done: false,
  };
}

/** The current time, updated every `ms` (the countdowns tick every second). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const dateTime = () =>
  dateTimeFormat({
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
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

const dateOptions = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const localDate = () => dateTimeFormat(dateOptions);
// A bare 'YYYY-MM-DD' is a calendar day: shown as written, whatever the phone's time zone.
const calendarDate = () => dateTimeFormat({ ...dateOptions, timeZone: 'UTC' });

/** A date alone ('১০ মে, ২০২৬'), for donation history rows. */
export function formatDate(iso: string | null): string {
  if (!iso) return '...';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return iso.length === 10 ? calendarDate().format(date) : localDate().format(date);
}

const timeOnly = () => dateTimeFormat({ hour: 'numeric', minute: '2-digit' });

/** The date and the time apart, for a narrow table cell. */
export function splitDateTime(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: localDate().format(date), time: timeOnly().format(date) };
}
