import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../common/constants.ts';
import { useRenderHints } from '../foundation/render-hints.ts';

/** How many screens with their own title are shown now (a layout's title gives way to them). */
let ownTitles = 0;

/**
 * Sets the document title to '{screen title} - Roktosetu' while the screen is shown.
 * `fallback` (a layout's title, e.g. the dashboard's) applies only when no screen inside it sets
 * its own: effects run inside out, so without this the layout would overwrite its screen's title.
 * Its value is what changes when the screen inside changes (the path), to look again.
 */
export function PageTitle({ title, fallback }: { title: string; fallback?: string }) {
  const full = `${title} - ${PRODUCT_NAME}`;
  const isFallback = fallback !== undefined;
  // A page drawn on the server carries its title in its <head>; effects do not run there.
  const { setTitle } = useRenderHints();
  if (import.meta.env.SSR && !isFallback) setTitle?.(full);
  useEffect(() => {
    if (isFallback) {
      if (ownTitles === 0) document.title = full;
      return;
    }
    ownTitles += 1;
    document.title = full;
    return () => {
      ownTitles -= 1;
    };
  }, [full, isFallback, fallback]);
  return null;
}
