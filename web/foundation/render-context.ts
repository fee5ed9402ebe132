/**
 * The server's side of a drawing (web/server-render.tsx): what one drawing is for, kept in Node's
 * AsyncLocalStorage for as long as the drawing runs, its reads included. Drawings run at once, so
 * nothing of one may sit in module state where another would find it: the API's transport
 * (foundation/api.ts) asks here for the send function of the drawing its request belongs to, and the
 * render itself is handed the rest through Preact context (foundation/render-hints.ts).
 *
 * Server-only: it imports node:async_hooks, and only web/server-render.tsx imports it, so the
 * browser's bundle never holds it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '../../common/language.ts';
import { provideLanguageSource } from '../i18n/language.ts';
import type { Send } from './api.ts';
import type { PublicConfig } from './public-config.ts';
import type { DrawnFor } from './server-page.ts';

export interface RenderContext {
  /** How this drawing's reads leave: answered by the server itself. */
  send: Send;
  /** The installation's public settings. */
  config: PublicConfig;
  /** Drawn for a wide screen (tables) or a phone (cards). */
  wide: boolean;
  /** Who the page is drawn for. */
  auth: DrawnFor;
  /** The page's language (the language cookie's, Bengali without it): every text read while drawing. */
  language: Language;
  /** The document's title, noted by the screen while it renders. */
  title: string;
}

const storage = new AsyncLocalStorage<RenderContext>();

// Texts read on the server are in the language of the drawing they belong to (web/i18n/language.ts).
provideLanguageSource(() => storage.getStore()?.language);

/** Runs a drawing with its context: whatever it awaits, its reads included, finds this one. */
export const withRenderContext = <T>(context: RenderContext, draw: () => T): T =>
  storage.run(context, draw);

/** The context of the drawing under way here; a read outside any drawing is a mistake. */
export function renderContext(): RenderContext {
  const context = storage.getStore();
  if (!context) throw new Error('a read on the server outside a drawing');
  return context;
}
