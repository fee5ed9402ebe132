/**
 * The interface language: Bengali by default, English when the person picks it. The choice is
 * kept per browser in a cookie, which the server reads to draw public pages in that language
 * (server/plugins/server-render.ts), and in localStorage, where earlier versions kept it alone.
 *
 * The language is read when a text is read, never fixed when a module loads
 * (docs/decisions/046-language-per-render.md):
 * - in the browser, from a signal seeded from the stored choice; switching changes the signal, and
 *   every component that read a text while rendering renders again (@preact/signals subscribes a
 *   component to the signals its render reads), with no reload: what was typed, the address and the
 *   cached reads stay;
 * - on the server, from the source the drawing provides (provideLanguageSource: the language of the
 *   drawing under way, web/foundation/render-context.ts), so one bundle draws both languages.
 *
 * Every namespace of the catalog is written twice with the same keys:
 *
 *   const bn = { title: 'ড্যাশবোর্ড', count: (n: number) => `${n} জন` } as const;
 *   const en: CatalogOf<typeof bn> = { title: 'Dashboard', count: (n) => `${n} people` };
 *   export const someText = localized(bn, en);
 *
 * `someText.title` is then read in the current language each time. So a text must be read where
 * it is shown (in a render, a hook, a handler), never kept in a module-level constant.
 *
 * The English texts are the specification's own words where it gives them; the Bengali ones are
 * written for the people who use the product, not word for word.
 */
import { signal } from '@preact/signals';
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
 * The browser's language: the stored choice when the app loads, then what the switch sets. Never
 * read on the server, where a drawing's language comes from its source (below) and reading a
 * signal in a render would subscribe components that are never unmounted.
 */
const chosen = signal<Language>(import.meta.env?.SSR ? 'bn' : storedLanguage());

/** Where the language comes from instead of the signal (the server: the request being drawn). */
let source: (() => Language | undefined) | null = null;

/**
 * Makes `read` the source of the current language (the server sets it once, for every drawing);
 * where it answers nothing (outside a drawing), the language is Bengali.
 */
export function provideLanguageSource(read: (() => Language | undefined) | null) {
  source = read;
}

/** The language of what is being shown now. Read during a render, it re-renders on a switch. */
export function currentLanguage(): Language {
  return source ? (source() ?? chosen.peek()) : chosen.value;
}

/**
 * The current language, for a component's hook dependencies (useMemo, useEffect): a value
 * computed from texts is computed again when the language changes.
 */
export const useLanguage = currentLanguage;

/** The locale for Intl formatters: Bengali digits and month names in Bengali, English otherwise. */
export function currentLocale(): 'bn-BD' | 'en-GB' {
  return currentLanguage() === 'en' ? 'en-GB' : 'bn-BD';
}

/** Calls `listener` with the language after each switch; returns the way to stop. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  let first = true;
  return chosen.subscribe((language) => {
    if (first) first = false;
    else listener(language);
  });
}

/**
 * Stores the choice and shows the app in it at once: the components that read texts render again
 * in place, so the address, what was typed and the cached reads stay.
 */
export function switchLanguage(next: Language) {
  if (next === chosen.peek()) return;
  try {
    storeLanguage(next);
  } catch {
    // Storage may be blocked: the switch still applies to this page.
  }
  chosen.value = next;
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

/**
 * A namespace written in both languages, read in the current one: each key is a getter that picks
 * the current half when it is read (`someText.title`, `someText.count(3)`, `someText.group.key`).
 */
export function localized<T extends object>(bn: T, en: CatalogOf<T>): CatalogOf<T> {
  const halves = { bn, en } as unknown as Record<Language, Record<string, unknown>>;
  const namespace = {};
  for (const key of Object.keys(bn))
    Object.defineProperty(namespace, key, {
      enumerable: true,
      get: () => halves[currentLanguage()][key],
    });
  englishHalves.set(namespace, en);
  return Object.freeze(namespace) as CatalogOf<T>;
}

/** Each namespace's English half (englishOf). */
const englishHalves = new WeakMap<object, unknown>();

/**
 * The English half of a namespace, whatever the current language (an English half itself is
 * returned as it is): for the browser tests, which import the catalog in plain Node and walk the
 * same screens in both languages with the page's own words.
 */
export function englishOf<T extends object>(namespace: T): T {
  return (englishHalves.get(namespace) ?? namespace) as T;
}

/** Formatters made so far, by language and options (making one is slow; they are kept). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl date/time formatter in the current language (or `lang`). In Bengali a time carries the
 * time-of-day word (সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি) instead of the "AM"/"PM" that ICU's
 * Bengali data uses. Made once per language and options.
 */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  lang: Language = currentLanguage(),
): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    const withWords =
      lang === 'bn' && options.hour !== undefined
        ? { ...options, dayPeriod: 'short' as const }
        : options;
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'bn-BD', withWords);
    formatters.set(key, format);
  }
  return format;
}

/** Bengali digits in any language (for a Bengali text computed once). */
export function bengaliDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
}

/** Digits in the current language: Bengali digits in Bengali, ASCII in English. */
export function digits(value: number | string): string {
  return currentLanguage() === 'en' ? String(value) : bengaliDigits(value);
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** An Intl number formatter in the current language (made once per language). */
export function numberFormat(lang: Language = currentLanguage()): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'bn-BD');
    numberFormats.set(lang, format);
  }
  return format;
}

/**
 * A part of a namespace kept under a short name (`const text = liveTexts(() => authText.profile)`):
 * each read goes through `read`, so it is in the current language like the namespace itself.
 */
export function liveTexts<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key) as unknown,
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(read(), key);
      return found && { ...found, configurable: true };
    },
  });
}
