/**
 * The interface language as the browser keeps it: a cookie the app writes when the person picks
 * a language (web/i18n/language.ts) and the server reads to draw pages in it
 * (server/plugins/server-render.ts). One name, one reading, for both sides.
 */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie's name (and the localStorage key that earlier versions kept the choice in). */
export const LANGUAGE_COOKIE_NAME = 'roktosetu-language';

const LANGUAGE_IN_COOKIES = /(?:^|;\s*)roktosetu-language=(bn|en)(?:;|$)/;

/** The language a Cookie header (or document.cookie) names, or null when it names none. */
export function languageInCookies(cookies: string): Language | null {
  const value = LANGUAGE_IN_COOKIES.exec(cookies)?.[1];
  return value === 'bn' || value === 'en' ? value : null;
}
