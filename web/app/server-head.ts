/**
 * What a page drawn on the server (web/server-render.tsx) puts in its <head>, noted by the
 * screens while they render there: the title (PageTitle). One render at a time notes it.
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
