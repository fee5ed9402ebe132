import { z } from 'zod';
import { alertSettings } from '../../../common/schemas/alerts.ts';
import { toAsciiDigits } from '../../../common/text.ts';
import { settingsText as t } from '../../i18n/settings.ts';

export const INTERVAL_MIN_DAYS = 1;
export const INTERVAL_MAX_DAYS = 365;

// Messages are functions: a refusal is worded when it is made, in the language shown then.
const daysRange = () => t.eligibility.range(INTERVAL_MIN_DAYS, INTERVAL_MAX_DAYS);

const days = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' ? Number(toAsciiDigits(value)) : value,
  z
    .number({ error: daysRange })
    .int({ error: daysRange })
    .min(INTERVAL_MIN_DAYS, { error: daysRange })
    .max(INTERVAL_MAX_DAYS, { error: daysRange }),
);

/** The four intervals as typed (text) → whole days 1..365, as the server takes them. */
export const eligibilityForm = z.object({
  wholeBloodMaleDays: days,
  wholeBloodFemaleDays: days,
  wholeBloodOtherDays: days,
  plateletsDays: days,
});

const count = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(toAsciiDigits(value)) : value,
    z
      .number({ error: () => t.alerts.countRange(max) })
      .int({ error: () => t.alerts.countRange(max) })
      .min(0, { error: () => t.alerts.countRange(max) })
      .max(max, { error: () => t.alerts.countRange(max) }),
  );
/** A 24-hour time as typed, in either script of digits ('২২:০০' or '22:00') → '22:00'. */
const time = z.preprocess(
  (value) =>
    typeof value === 'string' ? toAsciiDigits(value.trim()).replace(/^(\d):/, '0$1:') : value,
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => t.alerts.time }),
);

/** Whole minutes between automatic waves, within the server's seconds (60 to 86,400). */
export const WAVE_MINUTES_MIN = Math.ceil(
  (alertSettings.shape.waveSeconds.unwrap().minValue ?? 60) / 60,
);
export const WAVE_MINUTES_MAX = Math.floor(
  (alertSettings.shape.waveSeconds.unwrap().maxValue ?? 86_400) / 60,
);
const waveRange = () => t.alerts.waveRange(WAVE_MINUTES_MIN, WAVE_MINUTES_MAX);
/** Minutes as typed (either script of digits) → seconds; empty → absent (the installation's default). */
const waveMinutes = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.trim() === ''
        ? undefined
        : Number(toAsciiDigits(value.trim()))
      : value,
  z
    .number({ error: waveRange })
    .int({ error: waveRange })
    .min(WAVE_MINUTES_MIN, { error: waveRange })
    .max(WAVE_MINUTES_MAX, { error: waveRange })
    .transform((minutes) => minutes * 60)
    .optional(),
);

/** The alert limits as typed → the numbers and times the server takes (common/schemas/alerts.ts). */
export const alertLimitsForm = z
  .object({
    perDay: count(alertSettings.shape.perDay.maxValue ?? 10),
    perWeek: count(alertSettings.shape.perWeek.maxValue ?? 50),
    quietStart: time,
    quietEnd: time,
    waveMinutes,
  })
  .transform(({ waveMinutes: waveSeconds, ...limits }) => ({
    ...limits,
    ...(waveSeconds === undefined ? {} : { waveSeconds }),
  }));
