import { z } from 'zod';
import {
  CALL_NOTE_MAX,
  CALL_OUTCOMES,
  DONATION_KINDS,
  type CallOutcome,
  type DonationKind,
} from '../../../common/constants.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import type { CallSend } from './matching-api.ts';

/** What the record-call form's inputs hold (text, as typed). */
export interface CallFormValues {
  outcome: CallOutcome | '';
  note: string;
  /** YYYY-MM-DD; asked only for "donated recently". */
  donatedOn: string;
  /** What the recent donation gave (its rest differs); asked only for "donated recently". */
  kind: DonationKind;
}

export const emptyCall: CallFormValues = {
  outcome: '',
  note: '',
  donatedOn: '',
  kind: 'whole_blood',
};

/**
 * The record-call form: an outcome (one of the server's codes), an optional note, and the date
 * of the donation when the donor gave recently (not after `today`, the date in Bangladesh). The
 * server checks the same again (common/schemas/matching.ts callBody); this one speaks Bengali.
 */
export function callFormSchema(today: string, requestId: string | null) {
  return z
    .object({
      outcome: z.enum(CALL_OUTCOMES, { error: t.calls.chooseOutcome }),
      note: z.string().trim().max(CALL_NOTE_MAX, t.calls.noteTooLong(CALL_NOTE_MAX)),
      donatedOn: z.string().trim(),
      kind: z.enum(DONATION_KINDS),
    })
    .superRefine((value, ctx) => {
      if (value.outcome !== 'donatedRecently') return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value.donatedOn))
        ctx.addIssue({ code: 'custom', message: t.calls.dateRequired, path: ['donatedOn'] });
      else if (value.donatedOn > today)
        ctx.addIssue({ code: 'custom', message: t.calls.dateInFuture, path: ['donatedOn'] });
    })
    .transform((value): CallSend => ({
      requestId,
      outcome: value.outcome,
      note: value.note ? value.note.normalize('NFC') : null,
      // The date only goes with "donated recently": the server refuses it with any other outcome.
      ...(value.outcome === 'donatedRecently'
        ? {
            donatedOn: value.donatedOn,
            ...(value.kind === 'platelets' ? { kind: value.kind } : {}),
          }
        : {}),
    }));
}
