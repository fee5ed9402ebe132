import { createContext, useContext } from 'react';
import { publicConfig, type PublicConfig } from './public-config.ts';

/**
 * What a render needs to know that a screen cannot find out for itself, handed down the tree
 * (a Preact context) so that every render has its own: the browser's one page, or each of the
 * server's drawings, several of which may be under way at once (web/server-render.tsx).
 */
export interface RenderHints {
  /**
   * The screen's width class, which a phone measures (components/DataList.tsx): on the server,
   * the browser's own word that it is a phone (or not) stands in for it, and the app hydrates the
   * page with the same (it is in the page's data). Where the guess was wrong, the app then
   * measures and draws the other layout.
   */
  wide: boolean;
  /** The installation's public settings (the demo notice, the Google button, the social page). */
  config: PublicConfig;
  /**
   * On the server: notes the document's title while a screen renders (effects do not run there),
   * for the drawn page's <head>. Absent in the browser, where PageTitle sets document.title.
   */
  setTitle?: (title: string) => void;
}

/** The browser's: the settings index.html carries, a wide screen until measured. */
export const RenderHintsContext = createContext<RenderHints>({ wide: true, config: publicConfig });

export const useRenderHints = () => useContext(RenderHintsContext);

/** The installation's public settings, for this render. */
export const usePublicConfig = () => useContext(RenderHintsContext).config;
