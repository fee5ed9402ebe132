import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';
import { toAsciiDigits } from '../text.ts';

/** The messages of every phone field (donor, blood request and contact forms, imports). */
export const PHONE_MESSAGES = {
  required: 'Number is required',
  minLength: `Minimum length ${PHONE_LENGTH}`,
  maxLength: `Maximum length ${PHONE_LENGTH}`,
  digitsOnly: 'Number must contain digits only',
  mobile: 'Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019',
} as const;

/** A Bangladeshi mobile number once normalised: 01, an operator digit 3-9, eight more digits. */
export const BANGLADESHI_MOBILE = /^01[3-9]\d{8}$/;

/**
 * A phone number as people write it, brought to the stored form: Bengali digits to ASCII; spaces,
 * dashes, dots and brackets dropped; the country code (+880, 880, +88 0) replaced by the leading 0.
 * Nothing else is guessed here (an import may also restore a lost leading 0: import-values.ts).
 */
export function normalisePhone(value: string): string {
  let digits = toAsciiDigits(value.trim()).replace(/[\s\-.()]/g, '');
  if (/^\+?880\d{10}$/.test(digits)) digits = `0${digits.slice(digits.length - 10)}`;
  else if (/^\+?88\d{11}$/.test(digits)) digits = digits.slice(digits.length - 11);
  return digits;
}

/** The message for a normalised number that is not a Bangladeshi mobile number, or null when it is one. */
export function phoneProblem(digits: string): string | null {
  if (!digits) return PHONE_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return PHONE_MESSAGES.digitsOnly;
  if (digits.length < PHONE_LENGTH) return PHONE_MESSAGES.minLength;
  if (digits.length > PHONE_LENGTH) return PHONE_MESSAGES.maxLength;
  return BANGLADESHI_MOBILE.test(digits) ? null : PHONE_MESSAGES.mobile;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * A phone number as typed (+880, spaces, dashes, Bengali digits allowed), stored as the 11-digit
 * Bangladeshi mobile number it names. Empty is allowed only when optional. One rule for every form,
 * the API and the import.
 */
function phone(required: boolean) {
  return z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .transform(normalisePhone)
      .superRefine((value, ctx) => {
        if (!value && !required) return;
        const problem = phoneProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );
}

/**
 * What the API document says of a phone field: the stored form as a pattern (what a client should
 * send), and in words what else the server reads as that form.
 */
const PHONE_DESCRIPTION =
  'A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits.';
export const PHONE_PATTERN = '^01[3-9][0-9]{8}$';

/** A required Bangladeshi mobile number (11 digits, 013-019). */
export const phoneNumber = phone(true).meta({
  type: 'string',
  pattern: PHONE_PATTERN,
  description: PHONE_DESCRIPTION,
});
/** An optional Bangladeshi mobile number; empty becomes null. */
export const optionalPhoneNumber = phone(false)
  .transform((value) => value || null)
  .meta({
    type: 'string',
    pattern: `^(${PHONE_PATTERN.slice(1, -1)})?$`,
    description: `${PHONE_DESCRIPTION} Empty (or null) for none.`,
  });
