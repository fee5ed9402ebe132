import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';
import { toAsciiDigits } from '../text.ts';

/** The messages of every phone field (donor, blood request and contact forms). */
export const PHONE_MESSAGES = {
  required: 'Number is required',
  minLength: `Minimum length ${PHONE_LENGTH}`,
  maxLength: `Maximum length ${PHONE_LENGTH}`,
  digitsOnly: 'Number must contain digits only',
} as const;

const text = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * A phone number as typed: Bengali digits become ASCII digits, spaces and dashes go, and then it
 * must be exactly 11 digits (a Bangladeshi mobile number). Empty is allowed only when optional.
 */
function phone(required: boolean) {
  return z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
      .superRefine((value, ctx) => {
        if (!value) {
          if (required) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.required });
        } else if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.digitsOnly });
        else if (value.length < PHONE_LENGTH) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.minLength });
        else if (value.length > PHONE_LENGTH) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.maxLength });
      }),
  );
}

/** A required 11-digit phone number. */
export const phoneNumber = phone(true);
/** An optional 11-digit phone number; empty becomes null. */
export const optionalPhoneNumber = phone(false).transform((value) => value || null);
