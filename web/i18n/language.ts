/**
 * The interface language: Bengali by default, English on request, remembered per browser.
 *
 * The choice is read once when the app starts; switching stores the new choice and reloads the
 * same address, so every catalog module picks its texts once at load and no component has to
 * subscribe to a language change.
 */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'roktosetu.language';

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored === 'en' ? 'en' : 'bn';
  } catch {
    // Storage can be refused (private mode, blocked cookies): Bengali, the default.
    return 'bn';
  }
}

/** The language this page load shows. */
export const language: Language = readStoredLanguage();

/** Remember a language for this browser and show the same page in it. */
export function switchLanguage(next: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    return;
  }
  globalThis.location?.reload();
}

/**
 * Both languages' texts of one catalog namespace; the current language's is used. The English
 * texts must have exactly the Bengali texts' shape, so a key missing in either is a type error.
 */
export function pick<T>(texts: { bn: T; en: NoInfer<T> }): T {
  return texts[language];
}

/** The locale for Intl formatting: Bengali digits in Bengali, ASCII digits in English. */
export const locale = language === 'bn' ? 'bn-BD' : 'en-GB';

const integer = new Intl.NumberFormat(locale);

/** A count or number in the current language's digits (১২৩ or 123). */
export function formatNumber(value: number): string {
  return integer.format(value);
}
