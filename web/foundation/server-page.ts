import type { DehydratedState } from '@tanstack/react-query';
import type { Role } from '../../common/constants.ts';
import type { SignedInUser } from '../shared/auth-context.ts';

/**
 * Who the server drew the page for: nobody (no identity session cookie came), maybe somebody (a
 * public page, drawn as for everyone, while a session cookie came), or the signed-in admin whose
 * dashboard screen it drew, with the access token it read for them (the app keeps it, as if it
 * had asked for it itself).
 */
export type DrawnFor = 'signedOut' | 'unknown' | { user: SignedInUser; role: Role; token: string };

/**
 * What a page drawn on the server carries for the app that takes it over (in
 * `<script type="application/json" id="roktosetu-page">`; server/plugins/server-render.ts writes
 * it, web/main.tsx reads it).
 */
export interface ServerPage {
  /** The reads the page was drawn with, so that the app starts from the same data. */
  queries: DehydratedState;
  /** Who the page was drawn for. */
  auth: DrawnFor;
  /** Drawn for a wide screen (tables) or a phone (cards): components/DataList.tsx. */
  wide: boolean;
}

export const SERVER_PAGE_ID = 'roktosetu-page';

/**
 * The drawn page's data, or null on a page the server did not draw (the app then draws it). Read
 * once: the element is removed, so that nothing of an admin's drawn data stays in the page after
 * the app has taken it (after a sign-out, say).
 */
export function readServerPage(): ServerPage | null {
  const element = document.getElementById(SERVER_PAGE_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPage;
  } catch {
    return null;
  }
}
