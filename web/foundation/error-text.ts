import { errorCodeText, GENERIC_CODES, validationMessage } from '../i18n/errors.ts';
import { currentLanguage } from '../i18n/language.ts';
import { ApiError } from './api.ts';

/*
 * The words a screen shows for a failed call, in the page's language. Apart from api.ts so that
 * the refusal and validation sentences load with the screens that show them, not with the home page.
 */

/**
 * The first message of a server 400 ('field: message; ...'), without the field name, in the
 * page's language (the schemas' messages through the catalog, web/i18n/errors.ts).
 */
export function serverMessage(message: string): string {
  return validationMessage((message.split('; ')[0] ?? '').replace(/^[^:]*: /, ''));
}

/**
 * The message to show a person for a failed call: the catalog's sentence for the refusal's code
 * in the page's language, else the server's own message. A Bengali page translates a validation
 * message it knows, and falls back to the code's general sentence before the English message.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const code = error.code;
  const sentence = code ? errorCodeText[code] : undefined;
  if (sentence && code && !GENERIC_CODES.has(code)) return sentence;
  if (currentLanguage() === 'en') return error.message;
  const translated = serverMessage(error.message);
  if (translated !== (error.message.split('; ')[0] ?? '').replace(/^[^:]*: /, ''))
    return translated;
  return sentence ?? error.message;
}
