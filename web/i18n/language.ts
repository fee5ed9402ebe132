/**
 * The interface language: Bengali by default, English when the person picks it. The choice is
 * kept per browser in a cookie, which the server reads to draw public pages in that language
 * (server/plugins/server-render.ts), and in localStorage, where earlier versions kept it alone.
 * It is read once when the app starts; switching stores the new choice and reloads the same
 * address, so every text, number and date on the page, including the ones modules compute when
 * they load, comes from one language (docs/decisions/004).
 *
 * Every namespace of the catalog is written twice with the same keys:
 *
 *   const bn = { title: 'ড্যাশবোর্ড', count: (n: number) => `${n} জন` } as const;
 *   const en: CatalogOf<typeof bn> = { title: 'Dashboard', count: (n) => `${n} people` };
 *   export const someText = localized(bn, en);
 *
 * The English texts are the specification's own words where it gives them; the Bengali ones are
 * written for the people who use the product, not word for word.
 */
import { LANGUAGE_COOKIE_NAME, type Language, languageInCookies } from '../../common/language.ts';

export type { Language };

/** The cookie and the localStorage key that hold the choice (the same name for both). */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE_NAME;

/** The stored choice: the cookie, else what an earlier version kept in localStorage, else Bengali. */
export function storedLanguage(): Language {
  try {
    const cookie = languageInCookies(document.cookie);
    if (cookie) return cookie;
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'bn';
  } catch {
    // Storage may be blocked (private mode on some browsers): Bengali.
    return 'bn';
  }
}

/** Keeps the choice in the cookie (a year, every path) and in localStorage. */
export function storeLanguage(next: Language) {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${next}; path=/; max-age=31536000; samesite=lax`;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
}

/**
 * On the server, the page-drawing bundle has one copy per language (dist/ssr/server-render.bn.js
 * and .en.js, vite.config.ts), so that each copy's texts are computed once, in its own language.
 */
const serverLanguage = (): Language =>
  new URL(import.meta.url).pathname.endsWith('.en.js') ? 'en' : 'bn';

/** The language of this page load. */
// (`?.`: e2e tests import the catalog in plain Node, where nothing defines import.meta.env.)
export const language: Language = import.meta.env?.SSR ? serverLanguage() : storedLanguage();

/** The locale for Intl formatters: Bengali digits and month names in Bengali, English otherwise. */
export const locale = language === 'en' ? 'en-GB' : 'bn-BD';

/** Stores the choice and reloads the same address in the new language. */
export function switchLanguage(next: Language) {
  if (next === language) return;
  try {
    storeLanguage(next);
  } catch {
    return;
  }
  window.location.reload();
}

/** The same shape as a Bengali namespace, with plain strings instead of its literal types. */
export type CatalogOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => CatalogOf<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: CatalogOf<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: CatalogOf<T[K]> }
        : T;

/** Each namespace's English half, by its Bengali half (englishOf). */
const englishHalves = new WeakMap<object, unknown>();

/** This page load's half of a namespace written in both languages. */
export function localized<T>(bn: T, en: CatalogOf<T>): CatalogOf<T> {
  if (typeof bn === 'object' && bn !== null) englishHalves.set(bn, en);
  return (language === 'en' ? en : bn) as CatalogOf<T>;
}

/**
 * The English half of a namespace loaded in Bengali (the namespace itself when it is English):
 * for the browser tests, which import the catalog in plain Node, where it loads in Bengali, and
 * walk the same screens in both languages with the page's own words.
 */
export function englishOf<T extends object>(namespace: T): T {
  return (englishHalves.get(namespace) ?? namespace) as T;
}

/**
 * An Intl date/time formatter in the page's language. In Bengali a time carries the time-of-day
 * word (সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি) instead of the "AM"/"PM" that ICU's Bengali data uses.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, lang: Language = language): Intl.DateTimeFormat {
  const withWords = lang === 'bn' && options.hour !== undefined ? { ...options, dayPeriod: 'short' as const } : options;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'bn-BD', withWords);
}

/** Digits in the page's language: Bengali digits in Bengali, ASCII in English. */
export function digits(value: number | string): string {
  const text = String(value);
  return language === 'en' ? text : text.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
}
