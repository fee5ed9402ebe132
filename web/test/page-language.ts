import { LANGUAGE_STORAGE_KEY, switchLanguage } from '../i18n/language.ts';

/**
 * What the test renders, in `language`: the language is switched as the page's switch does it
 * (texts are read in the current language each time they are shown), then `load` imports the
 * modules. Call `forgetPageLanguage` after each test.
 */
export async function loadInLanguage<T>(language: 'bn' | 'en', load: () => Promise<T>): Promise<T> {
  switchLanguage(language);
  return load();
}

/** Back to the default language (Bengali) for the next test. */
export function forgetPageLanguage() {
  switchLanguage('bn');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
}
