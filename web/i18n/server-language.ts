/**
 * The language of the page being drawn on the server (web/server-render.tsx): one bundle draws
 * both languages, each drawing in its request's language. Server-only (node:async_hooks); the
 * browser's language is the signal in ./language.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { provideLanguageSource, type Language } from './language.ts';

const drawing = new AsyncLocalStorage<Language>();

provideLanguageSource(() => drawing.getStore());

/** Runs `draw` (and everything it awaits) with `language` as the current language. */
export function inLanguage<R>(language: Language, draw: () => R): R {
  return drawing.run(language, draw);
}
