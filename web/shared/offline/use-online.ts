import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a connection (it can be wrong on a flaky one). */
export function useOnline(): boolean {
  // On the server, where a public page is drawn, the page is drawn as online.
  return useSyncExternalStore(
    subscribe,
    () => (import.meta.env.SSR ? true : navigator.onLine),
    () => true,
  );
}
