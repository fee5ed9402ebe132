/**
 * The stylesheets of lazily loaded code, loaded by the app itself.
 *
 * A module that has rules of its own imports its stylesheet's address (`import sheet from
 * './x.css?url'`, which Vite builds into a file of its own) and names it here when it loads:
 * `requireStylesheet(sheet)`. The app adds a `<link>` for it unless the page already has it: a page
 * the server drew carries the stylesheets of its screen inline, each `<style>` marked with
 * `data-stylesheet` and its address (server/plugins/server-render.ts), so those rules are neither
 * fetched nor added a second time, after other sheets, when the screen's code arrives. A route
 * waits for the stylesheets its code asked for before it shows the screen (`stylesheetsLoaded`,
 * web/app/router.tsx), so a screen is never drawn without its rules.
 *
 * No module imports a stylesheet as a side effect (`import './x.css'`): the build fails on one
 * (vite.config.ts), because Vite would then add the stylesheet itself when the code loads, and
 * a drawn page would get the rules it carries inline a second time (what keeps Vite from doing
 * so is not documented).
 */
const loading = new Map<string, Promise<void>>();
/** Stylesheets that failed to load: asked for again when a route next waits for its sheets. */
const failed = new Set<string>();

/** Whether the page already has this stylesheet: carried inline by the server, or linked. */
function onPage(href: string): boolean {
  for (const element of document.querySelectorAll('[data-stylesheet]'))
    if (element.getAttribute('data-stylesheet') === href) return true;
  return false;
}

function link(href: string) {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  element.setAttribute('data-stylesheet', href);
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        loading.delete(href);
        failed.add(href);
        reject(new Error(`the stylesheet ${href} did not load`));
      },
      { once: true },
    );
  });
  // Whoever waits for it hears of a failure; nobody waiting is no unhandled rejection.
  loaded.catch(() => undefined);
  loading.set(href, loaded);
  document.head.append(element);
}

/**
 * Adds the stylesheet at `href` to the page, once; nothing on the server (the page it draws
 * carries its stylesheets, server/plugins/server-render.ts).
 */
export function requireStylesheet(href: string): void {
  if (typeof document === 'undefined' || loading.has(href) || failed.has(href)) return;
  if (onPage(href)) loading.set(href, Promise.resolve());
  else link(href);
}

/**
 * Settles once every stylesheet asked for so far has loaded, and fails if one could not be; one
 * that failed before is asked for again (the code that named it has run and will not again).
 */
export async function stylesheetsLoaded(): Promise<void> {
  for (const href of [...failed]) {
    failed.delete(href);
    link(href);
  }
  await Promise.all(loading.values());
}
