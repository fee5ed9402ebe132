import { ApiError } from '../../app/api.ts';
import { serverMessage } from '../../app/error-text.ts';
import type { ErrorCode } from '../../../common/error-codes.ts';
import { addressText as T } from '../../i18n/address.ts';

/** The place forms' own refusals, by the code the server gives them, in the page's language. */
const REFUSALS: Partial<Record<ErrorCode, () => string>> = {
  UPAZILA_NOT_FOUND: () => T.server.noUpazila,
  UNION_NOT_FOUND: () => T.server.noUnion,
  UNION_ID_TAKEN: () => T.server.unionIdTaken,
  VILLAGE_NAME_TAKEN: () => T.server.villageExists,
};

/** A refusal the form can show under one of its fields: the field and a message in the page's language. */
export function fieldRefusal(error: unknown, fields: readonly string[]): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field)) return null;
  const own = error.code && REFUSALS[error.code];
  return { field: error.field, message: own ? own() : serverMessage(error.message) };
}
