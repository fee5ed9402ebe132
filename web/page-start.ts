/**
 * The one script of a public page the server has drawn (server/plugins/server-render.ts; decision
 * 032). The page is complete without it: its text, links and data are in the HTML, and its fields
 * can be typed into. This script brings the app in when the page needs it:
 * - when the person reaches for the page (a touch, a key, a field's focus), the app's entry is
 *   loaded and takes the drawn page over (web/main.tsx); a button pressed or a form sent before it
 *   is ready is pressed or sent again once it is, and what was typed stays;
 * - at once when someone may be signed in (their menu is the app's), when the phone is or goes
 *   offline (the offline notice is the app's), or when the app has something to say (a session
 *   that ended) or put back (a form's draft kept in this tab);
 * - after the page has loaded and the phone is idle: the app's code is fetched (not run), so that
 *   it is ready when reached for; the service worker is registered; the public reads the page was
 *   drawn with are kept for offline use; and when a form kept on the phone while offline is
 *   waiting, the app is brought in to send it (and say so).
 *
 * It must import nothing: the app's scripts are named on this script's tag (`data-entry`,
 * `data-scripts`) and loaded by address. Importing any chunk that imports from the entry would
 * run the entry's modules, the very work this page puts off. It does as little as it can before
 * the page has loaded: every task run then is time a phone's processor is not drawing the page.
 */
/** What the server wrote on this script's own tag (server/plugins/server-render.ts). */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = tag?.dataset.entry;

/**
 * Whether a form submitted offline is waiting on this phone: the outbox's IndexedDB store
 * (web/shared/offline/outbox.tsx: database 'roktosetu-outbox', store 'items'), read without
 * creating it when it does not exist yet.
 */
function formsKept(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open('roktosetu-outbox');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('items')) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction('items').objectStore('items').count();
      count.onsuccess = () => resolve(count.result > 0);
      count.onerror = () => resolve(false);
      count.transaction!.oncomplete = () => db.close();
    };
  });
}

function sessionEnded(): boolean {
  try {
    return sessionStorage.getItem('sessionEnded') !== null;
  } catch {
    return false;
  }
}

/**
 * Whether a form's draft is kept in this tab (web/components/use-draft.ts, keys
 * 'roktosetu:draft:<form>'): the app puts it back into the page's form.
 */
function draftKept(): boolean {
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      if (sessionStorage.key(i)?.startsWith('roktosetu:draft:')) return true;
    }
    return false;
  } catch {
    return false;
  }
}

let started: Promise<void> | undefined;
let ready = false;
const again: (() => void)[] = [];

/** Brings the app in (once) and, when it is ready, presses again what was pressed meanwhile. */
function start(): Promise<void> {
  started ??= (import(/* @vite-ignore */ entry!) as Promise<unknown>)
    .then(() => globalThis.roktosetuStartApp!())
    .then(() => {
      ready = true;
      for (const press of again.splice(0)) press();
    });
  return started;
}

const PRESSABLE =
  'button, summary, [role="button"], input[type="submit"], input[type="button"], input[type="reset"]';

if (entry) {
  const reach = () => void start().catch(() => undefined);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'])
    window.addEventListener(type, reach, { capture: true, passive: true, once: true });

  // A press that the app must answer, made before the app is ready: held, and made again once it is.
  window.addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof Element)) return;
      const pressed = event.target.closest<HTMLElement>(PRESSABLE);
      if (!pressed) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      again.push(() => pressed.click());
      reach();
    },
    { capture: true },
  );
  window.addEventListener(
    'submit',
    (event) => {
      if (ready || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      event.preventDefault();
      again.push(() => form.requestSubmit());
      reach();
    },
    { capture: true },
  );

  // Someone may be signed in (their menu is the app's; a dashboard screen is theirs), or there is
  // no connection (the offline notice is the app's): the app starts at once. For someone who may
  // be signed in the page's head already preloads the app's scripts (server-render.ts), so
  // nothing is left to prefetch below.
  const startsAtOnce = tag.dataset.signedIn !== undefined || !navigator.onLine;
  const scripts = startsAtOnce ? [] : (tag.dataset.scripts ?? '').split(' ').filter(Boolean);
  if (startsAtOnce) reach();
  window.addEventListener('offline', reach);

  /**
   * After the page has loaded, one small step per idle moment (requestIdleCallback may run
   * several waiting callbacks in one task): a slow phone's processor is never held for long.
   */
  const steps: (() => unknown)[] = [
    // A session that ended on the page before: the app says so (SESSION_ENDED_KEY in
    // web/features/auth/AuthProvider.tsx). Read here, not at once: the first read of the
    // browser's storage waits on the browser.
    () => sessionEnded() && reach(),
    // Something typed before a reload or Back is kept in this tab: the app brings it back.
    () => draftKept() && reach(),
    // Into the HTTP cache only (prefetch, not modulepreload): compiling them now would take the
    // processor from the page; they are compiled when the app is brought in.
    ...scripts.map((href) => () => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }),
    // The same registration as the app's (outbox.tsx, startOffline).
    () => {
      if ('serviceWorker' in navigator)
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    },
    () => void formsKept().then((kept) => kept && reach()),
    // The public reads the page was drawn with, kept as the service worker keeps those the app
    // asks for (its cache 'roktosetu-public-api', web/sw.ts): offline, the app draws this page
    // from the phone, and the phone never asked for these itself.
    () => {
      const reads = (tag.dataset.reads ?? '').split(' ').filter(Boolean);
      if (reads.length > 0 && 'caches' in window)
        return caches
          .open('roktosetu-public-api')
          .then(async (cache) => {
            for (const read of reads) if (!(await cache.match(read))) await cache.add(read);
          })
          .catch(() => undefined);
    },
  ];
  const whenIdle = (work: () => void) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 300);
  };
  const next = () => {
    const step = steps.shift()?.();
    if (steps.length > 0) whenIdle(() => setTimeout(next, 0));
    // Once the last step has finished, a mark: the browser tests wait for it before checking what
    // the page did not ask for (e2e/support/start-up.ts).
    else
      void Promise.resolve(step).finally(() => performance.mark('roktosetu:page-start-idle-done'));
  };
  const afterLoad = () => whenIdle(next);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
