/**
 * What the boot script (web/boot.ts) started before the entry ran: the session check and a
 * dashboard screen's first reads. The page's first session check claims them (and so closes the
 * boot script's window: if the boot script runs later, as it can when the entry comes from the
 * cache, it starts nothing). Each is taken once, by the code that would otherwise have made the
 * same request (session.ts, api.ts); later checks, such as a token renewal, always ask the server.
 */

/** The session check's answer: its status, and its JSON body when the status is 2xx. */
export interface BootSession {
  status: number;
  body: unknown;
}

export interface BootStart {
  session?: Promise<BootSession>;
  /**
   * First reads by request path (`/api/...?query`), listed at once and sent once the session
   * names an admin; null when nothing was sent.
   */
  reads: Map<string, Promise<Response | null>>;
  /** Set when the app signs out: the boot script then starts no reads. */
  cancelled?: boolean;
}

declare global {
  /** Undefined until the boot script or the app runs; null once the app has claimed it. */
  var roktosetuBoot: BootStart | null | undefined;
}

let claimed: BootStart | null | undefined;

function claim(): BootStart | null {
  if (claimed === undefined) {
    claimed = globalThis.roktosetuBoot ?? null;
    globalThis.roktosetuBoot = null;
  }
  return claimed;
}

/** For the page's first session check: the call the boot script started, if it started one. */
export function takeBootSession(): Promise<BootSession> | undefined {
  const start = claim();
  const session = start?.session;
  if (start) start.session = undefined;
  return session;
}

/** The read of `path` the boot script started, if there is one nobody has taken yet. */
export function takeBootRead(path: string): Promise<Response | null> | undefined {
  const reads = claim()?.reads;
  const read = reads?.get(path);
  reads?.delete(path);
  return read;
}

/** Signing out: nothing the boot script started may be used afterwards. */
export function forgetBoot() {
  claim();
  if (claimed) claimed.cancelled = true;
  claimed = null;
}
