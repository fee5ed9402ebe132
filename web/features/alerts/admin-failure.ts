import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { alertsText as t } from '../../i18n/alerts.ts';

/** The words for a refused change: by the server's code where this namespace has them. */
export function adminFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && t.errors[error.code]) return t.errors[error.code]!;
  if (error instanceof ApiError && error.status < 500) return errorText(error);
  return fallback;
}
