import { z } from 'zod';
import { donorsText as t } from '../i18n/donors.ts';
import { DONATION_KINDS, type DonationKind } from '../../common/constants.ts';

/** The longest place name a past donation may carry (the server enforces its own limit too). */
export const DONATION_PLACE_LENGTH = 120;

/**
 * The "add a past donation" form: a date that is not in the future, the kind, and an optional
 * place. The inputs hold text; the output is the body the server takes.
 */
export function newDonationSchema(today: string) {
  return z.object({
    donatedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, t.history.dateRequired)
      .refine((date) => date <= today, t.history.dateInFuture),
    kind: z.enum(DONATION_KINDS),
    place: z
      .string()
      .trim()
      .max(DONATION_PLACE_LENGTH, t.history.placeTooLong(DONATION_PLACE_LENGTH))
      .transform((place) => (place ? place.normalize('NFC') : undefined)),
  });
}

/** The body of "add a past donation", as the server takes it. */
export interface NewDonation {
  /** YYYY-MM-DD, not in the future. */
  donatedAt: string;
  kind: DonationKind;
  place?: string;
}
