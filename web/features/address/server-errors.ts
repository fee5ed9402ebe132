import { ApiError } from '../../app/api.ts';
import { serverMessage } from '../../app/error-text.ts';
import { addressText as T } from '../../i18n/address.ts';

/** A refusal the form can show under one of its fields: the field and a message in the page's language. */
export function fieldRefusal(error: unknown, fields: readonly string[]): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field)) return null;
  const said = error.message.toLowerCase();
  let message = serverMessage(error.message);
  if (error.status === 409 && error.field === 'union_id') message = T.server.unionIdTaken;
  else if (error.status === 409) message = T.server.villageExists;
  else if (said.includes('no upazila')) message = T.server.noUpazila;
  else if (said.includes('no union')) message = T.server.noUnion;
  return { field: error.field, message };
}
