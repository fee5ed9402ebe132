/**
 * The first script of a dashboard page, loaded before the app's entry. The server adds it, with
 * a `<meta name="roktosetu-first-reads">` naming the screen's first reads, only to the addresses
 * that common/route-preloads.ts gives first reads (server/plugins/web.ts).
 *
 * Why: on slow mobile data the entry script takes a second or more to arrive and run, and the
 * session check (PUT /api/token) and the screen's first reads used to wait for it. This file is a
 * few hundred bytes, so they start as soon as the HTML is read; the app adopts what it started
 * (web/app/boot-start.ts) and makes every other call itself. It reads only for an admin, with the
 * token the session check returned, exactly the requests the screen's early reads would make
 * (web/features/dashboard/early-reads.test.ts checks that they match).
 *
 * It imports nothing (types aside), so that it stays one small file of its own.
 */
import type { BootStart, BootSession } from './app/boot-start.ts';

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

const paths = firstReads();
// Undefined: the app's entry has not run yet (when it has, it made its own session check).
if (paths && globalThis.roktosetuBoot === undefined) {
  const reads = new Map<string, Promise<Response>>();
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
  session.then(
    ({ body }) => {
      const answer = body as { role?: string; token?: string } | null;
      if (!answer?.token || (answer.role !== 'admin' && answer.role !== 'superAdmin')) return;
      // The app may have signed out in the meantime: then nothing is read.
      if (start.cancelled) return;
      for (const path of paths) {
        const read = fetch(path, {
          headers: { authorization: `Bearer ${answer.token}` },
          credentials: 'same-origin',
        });
        // A read nobody takes (the screen was left) must not report an unhandled failure.
        read.catch(() => undefined);
        reads.set(path, read);
      }
    },
    () => undefined,
  );
}
