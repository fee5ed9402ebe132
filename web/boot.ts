/**
 * The first script of a dashboard page, loaded before the app's entry. The server adds it, with
 * a `<meta name="roktosetu-first-reads">` naming the screen's first reads, only to the addresses
 * whose routes declare first reads (web/app/first-reads.ts; the build writes their requests into
 * route-preloads.json, and server/plugins/web.ts names them in the page).
 *
 * Why: on slow mobile data the entry script takes a second or more to arrive and run, and the
 * session check (PUT /api/token) and the screen's first reads used to wait for it. This file is a
 * few hundred bytes, so they start as soon as the HTML is read; the app adopts what it started
 * (web/foundation/boot-start.ts) and makes every other call itself. It reads only for an admin, with the
 * token the session check returned, exactly the requests the screen's early reads would make
 * (both come from the same declarations; web/boot.test.ts checks that they match).
 *
 * It imports nothing (types aside), so that it stays one small file of its own.
 */
import type { BootStart, BootSession } from './foundation/boot-start.ts';

function firstReads(): string[] | null {
  const content = document
    .querySelector('meta[name="roktosetu-first-reads"]')
    ?.getAttribute('content');
  if (!content) return null;
  try {
    const paths: unknown = JSON.parse(content);
    // Only this site's API: the list comes from the server's own HTML, but a read carries a token.
    return Array.isArray(paths)
      ? paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/api/'))
      : null;
  } catch {
    return null;
  }
}

/** How long a read waits to be taken before it is dropped (the screen was never opened). */
const UNTAKEN_READ_MS = 30_000;

const paths = firstReads();
// Undefined: the app's entry has not run yet (when it has, it made its own session check).
if (paths && globalThis.roktosetuBoot === undefined) {
  const reads = new Map<string, Promise<Response | null>>();
  const session: Promise<BootSession> = fetch('/api/token', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '{}',
  }).then(async (response) => ({
    status: response.status,
    body: response.ok ? ((await response.json()) as unknown) : null,
  }));
  const start: BootStart = { session, reads };
  globalThis.roktosetuBoot = start;
  // Each read is listed at once, so that an early read that comes before the session's answer (it
  // may have a stored token) waits for this one instead of sending its own. It settles to null
  // when nothing is read: not an admin, no session, the check failed, or the app signed out.
  for (const path of paths) {
    const read = session.then(
      ({ body }) => {
        const answer = body as { role?: string; token?: string } | null;
        if (!answer?.token || (answer.role !== 'admin' && answer.role !== 'superAdmin'))
          return null;
        if (start.cancelled) return null;
        return fetch(path, {
          headers: { authorization: `Bearer ${answer.token}` },
          credentials: 'same-origin',
        });
      },
      () => null,
    );
    // A read nobody takes (the screen was left) must not report an unhandled failure, nor hold
    // its answer for the life of the page.
    read.catch(() => undefined);
    reads.set(path, read);
    setTimeout(() => reads.delete(path), UNTAKEN_READ_MS);
  }
}
