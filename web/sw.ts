/// <reference lib="webworker" />
/**
 * The service worker (built to /sw.js by vite-plugin-pwa, docs/decisions/028): the app opens on a
 * flaky or absent connection with what the phone has seen before.
 *
 * - The code of the public pages is precached at install (the list is chosen at build time,
 *   vite.pwa.ts); any other hashed asset is kept once fetched (hashed names never change).
 * - Every page address gets the page the server sends (for a public page, the page drawn with its
 *   public data) when the network answers within a few seconds; else one app shell, the plain
 *   index.html, kept from an earlier visit, with which the app draws the page itself. The shell
 *   carries no one's data, so a dashboard address offline gets only the shell.
 * - Of the API, only the public reads listed in PUBLIC_READS are kept (the geography of the
 *   forms, the leader board, the contact cards, and their photos): from the network first, the kept answer when
 *   the network fails. Nothing with an Authorization header and no other /api answer is ever
 *   stored, so no signed-out person can be shown an admin's data from this cache.
 * - Writes (POST and the rest) are never touched; the forms keep them on the phone themselves
 *   (web/shared/offline/outbox.tsx).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { hasRoutePreloads, isServerDrawn, KEPT_PUBLIC_READS } from '../common/route-preloads.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Public reads whose answers the phone may keep: exact paths, the same answer for everyone. */
const PUBLIC_READS = new Set<string>(KEPT_PUBLIC_READS);

const SHELL_CACHE = 'roktosetu-shell';
const SHELL_KEY = '/';
/** An address the server answers with the plain shell (no screen of its own, not a drawn page). */
const SHELL_ADDRESS = '/app-shell';
/** Also written by web/page-start.ts, with the reads a page drawn on the server was drawn with. */
const API_CACHE = 'roktosetu-public-api';
const ASSET_CACHE = 'roktosetu-assets';
const IMAGE_CACHE = 'roktosetu-images';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * Whether the server's page for this address is the plain shell. The page of an address listed in
 * common/route-preloads.ts names that screen's chunks, and on a dashboard address carries the boot
 * script and its first reads (server/plugins/web.ts); a public page the server draws carries that
 * page's content (server/plugins/server-render.ts). Kept as the one shell, either would be served
 * for every other address: a public page could run the dashboard's boot script, or show another page.
 */
const isPlainShell = (url: URL) => !hasRoutePreloads(url.pathname) && !isServerDrawn(url.pathname);
const carriesCredentials = (request: Request) => request.headers.has('authorization');

/** Refuses to store an answer the server marks as not for keeping (a second guard after the list). */
const onlyStorable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    return /no-store|private/i.test(control) ? null : response;
  },
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The shell from the first visit, so that the next one opens offline even if it starts on
// another address. Taken with the phone's cookies but the same for everyone (server/plugins/web.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      const response = await fetch(new Request(SHELL_ADDRESS, { cache: 'no-cache' }));
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
        await cache.put(SHELL_KEY, response);
      }
    }),
  );
});

// Page addresses (not /api, which the browser may open for the API reference): the one shell.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api'),
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      { cacheKeyWillBeUsed: async () => SHELL_KEY },
      {
        cacheWillUpdate: async ({ request, response }) =>
          response.status === 200 &&
          response.headers.get('content-type')?.includes('text/html') &&
          isPlainShell(new URL(request.url)) &&
          // An admin's screen drawn with their data is sent no-store: never kept, whatever its address.
          !/no-store|private/i.test(response.headers.get('cache-control') ?? '')
            ? response
            : null,
      },
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    PUBLIC_READS.has(url.pathname) &&
    !carriesCredentials(request),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      onlyStorable,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

// Hashed build files (chunks of screens not precached, font subsets): their names never change.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    !carriesCredentials(request) &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 3600 }),
    ],
  }),
);

// The public pictures: the app's own (avatars, badges, icons) and the contact cards' photos.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    !carriesCredentials(request) &&
    (/^\/(icons\/)?[\w-]+\.(svg|png)$/.test(url.pathname) ||
      /^\/api\/images\/[\w-]+$/.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      onlyStorable,
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

/**
 * A donor's alert by Web Push (the subscription is made on the donor's private page,
 * web/features/donor-link/push.ts): the server sends `{ title, body, url }`, the url being the
 * donor's own page. A message that cannot be read still shows a notification, as browsers require.
 */
interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
}

/** Only an address on this origin is opened from a notification. */
function ownAddress(url: string | undefined): string {
  try {
    const target = new URL(url ?? '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'রক্তসেতু', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'bn',
      tag: ownAddress(message.url),
      data: { url: ownAddress(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
