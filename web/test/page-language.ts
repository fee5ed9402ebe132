import { vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language.ts';

/**
 * Modules loaded fresh, as a page load in `language` would load them: the page's language is read
 * once, when web/i18n/language.ts is first imported. `load` imports what the test renders (the
 * testing library too, so that it and the component share one fresh preact).
 * Call `forgetPageLanguage` after each test.
 */
export async function loadInLanguage<T>(language: 'bn' | 'en', load: () => Promise<T>): Promise<T> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  vi.resetModules();
  return load();
}

/** Back to the default language (Bengali) for the next test's fresh modules. */
export function forgetPageLanguage() {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  vi.resetModules();
}
