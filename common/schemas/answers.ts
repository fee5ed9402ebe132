import { z } from 'zod';

/**
 * Shapes of the API's answers that many routes share. Every answer schema here and in the other
 * files of common/schemas is plain data (no transforms): the server checks each answer against it
 * before sending (server/plugins/responses.ts), and a key not in the schema never leaves.
 */

/**
 * Which limit a 429 reached (docs/decisions/055): the requests naming this phone number or this
 * email address, those from this device, or those from this network address.
 */
export const LIMITED_BY = ['phone', 'email', 'device', 'address'] as const;
export type LimitedBy = (typeof LIMITED_BY)[number];

/** Every error answer: `{ statusCode, error, code, message, field?, issues?, identityCode?, limitedBy? }`. */
export const errorAnswer = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** A stable machine code (common/error-codes.ts). */
  code: z.string(),
  message: z.string(),
  /** The input at fault, when one is. */
  field: z.string().optional(),
  /** Every bad input of a 400 VALIDATION, the first one also in `field`. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** On /api/auth answers: the identity service's own code, when it gave one. */
  identityCode: z.string().optional(),
  /** On a 429 of a public write or a sign-up: which limit was reached (LIMITED_BY). */
  limitedBy: z.enum(LIMITED_BY).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const insertedAnswer = z.object({ insertedId: z.string() });
export const modifiedAnswer = z.object({ modifiedCount: z.number().int() });
export const deletedAnswer = z.object({ deletedCount: z.number().int() });
/** The answer of an edit in the original app's words. */
export const successAnswer = z.object({
  success: z.literal(true),
  modifiedCount: z.number().int(),
});

/** A time as ISO 8601 text. */
export const isoTime = z.string();
