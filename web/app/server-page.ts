import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page drawn on the server carries for the app that takes it over (in
 * `<script type="application/json" id="roktosetu-page">`; server/plugins/server-render.ts writes
 * it, web/main.tsx reads it).
 */
export interface ServerPage {
  /** The public reads the page was drawn with, so that the app starts from the same data. */
  queries: DehydratedState;
  /** The browser sent an identity session cookie: someone may be signed in. */
  signedIn: boolean;
}

export const SERVER_PAGE_ID = 'roktosetu-page';

/** The drawn page's data, or null on a page the server did not draw (the app then draws it). */
export function readServerPage(): ServerPage | null {
  const text = document.getElementById(SERVER_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPage;
  } catch {
    return null;
  }
}
