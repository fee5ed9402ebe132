import { ApiError } from '../../foundation/api.ts';
import { serverMessage } from '../../foundation/error-text.ts';
import { addressText as T } from '../../i18n/address.ts';

/** A refusal the form can show under one of its fields: the field and a message in the page's language. */
export function fieldRefusal(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field)) return null;
  const own = error.code && T.errors[error.code];
  return { field: error.field, message: own || serverMessage(error.message) };
}
