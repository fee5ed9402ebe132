/**
 * What a page drawn on the server (web/server-render.tsx) puts in its <head>, noted by the
 * screens while they render there: the title (PageTitle). One render at a time notes it. And what
 * the screens there cannot measure: whether the screen is wide (set before each drawing).
 */
let title = '';

export const serverHead = {
  /** Called while a screen renders on the server. */
  setTitle(next: string) {
    title = next;
  },
  /** The title the last render noted, then forgotten. */
  takeTitle(): string {
    const taken = title;
    title = '';
    return taken;
  },
};

/**
 * The screen's width class, which a phone measures (components/DataList.tsx): on the server, the
 * browser's own word that it is a phone (or not) stands in for it, and the app takes the page over
 * with the same (it is in the page's data). Where the guess was wrong, the app then measures and
 * draws the other layout.
 */
export const serverHints = { wide: true };
