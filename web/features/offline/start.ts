import { pendingItems, startOutbox } from './outbox.tsx';

/**
 * Loaded after the page (web/main.tsx), so that neither the service worker's download nor
 * IndexedDB delays the first paint: registers the service worker (production builds only, the
 * development server has none) and sends any form kept on the phone while it was offline.
 */
export function start() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }
  void pendingItems()
    .then((items) => {
      if (items.length) startOutbox();
    })
    .catch(() => undefined);
}
