import { z } from 'zod';
import { toAsciiDigits } from '../../../common/text.ts';
import { settingsText as t } from '../../i18n/settings.ts';

export const INTERVAL_MIN_DAYS = 1;
export const INTERVAL_MAX_DAYS = 365;

const days = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(toAsciiDigits(value)) : value),
  z
    .number({ error: t.eligibility.range(INTERVAL_MIN_DAYS, INTERVAL_MAX_DAYS) })
    .int(t.eligibility.range(INTERVAL_MIN_DAYS, INTERVAL_MAX_DAYS))
    .min(INTERVAL_MIN_DAYS, t.eligibility.range(INTERVAL_MIN_DAYS, INTERVAL_MAX_DAYS))
    .max(INTERVAL_MAX_DAYS, t.eligibility.range(INTERVAL_MIN_DAYS, INTERVAL_MAX_DAYS)),
);

/** The four intervals as typed (text) → whole days 1..365, as the server takes them. */
export const eligibilityForm = z.object({
  wholeBloodMaleDays: days,
  wholeBloodFemaleDays: days,
  wholeBloodOtherDays: days,
  plateletsDays: days,
});
