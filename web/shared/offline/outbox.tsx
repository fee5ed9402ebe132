import { createStore, del, entries, set } from 'idb-keyval';
import { ApiError } from '../../foundation/api-client.ts';
import { sendBloodRequest, type BloodRequestInput } from '../blood-request-send.ts';
import { sendDonorRegistration, type DonorRegistrationInput } from '../donor-registration-send.ts';
import { toast } from '../../components/toast.tsx';
import { offlineText as t } from '../../i18n/offline.ts';

/**
 * The outbox: a public form submitted without a connection is kept on the phone (IndexedDB) and
 * sent when the connection returns, while the app is open (docs/decisions/028). The server judges
 * it then like any other submission: a refusal (4xx) is shown to the person and the item is
 * dropped; a server failure is tried again, MAX_ATTEMPTS times at most.
 */
/** What each kind of form keeps: the body it would have sent. */
interface OutboxBodies {
  bloodRequest: BloodRequestInput;
  donorRegistration: DonorRegistrationInput;
}
export type OutboxKind = keyof OutboxBodies;

export interface OutboxItem<K extends OutboxKind = OutboxKind> {
  id: string;
  kind: K;
  body: OutboxBodies[K];
  /** What the person will recognise in the "sent" message: the patient's or the donor's name. */
  label: string;
  savedAt: number;
  attempts: number;
  /**
   * The form's Idempotency-Key for this submission: its first send may have reached the server
   * with its answer lost, so the outbox sends it under the same key. (Items kept before the forms
   * had keys have none: they are sent as `outbox-<id>`.)
   */
  idempotencyKey?: string;
}

const MAX_ATTEMPTS = 8;
const RETRY_EVERY_MS = 60_000;
const LOCK_NAME = 'roktosetu-outbox';

let store: ReturnType<typeof createStore> | undefined;
const outbox = () => (store ??= createStore('roktosetu-outbox', 'items'));

/** True when the call never reached the server: no connection, or it dropped on the way. */
export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && (!navigator.onLine || error instanceof TypeError);
}

/**
 * Loaded after the page (web/main.tsx), so that neither the service worker's download nor
 * IndexedDB delays the first paint: registers the service worker (production builds only, the
 * development server has none) and sends any form kept on the phone while it was offline. It
 * lives here, not in a module of its own, so that every page fetches one chunk for it, not two.
 * (On a public page the server drew, web/page-start.ts registers the worker and looks for kept
 * forms before the app is there, and brings the app in when there is one.)
 */
export function startOffline() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }
  void pendingItems()
    .then((items) => {
      if (items.length) startOutbox();
    })
    .catch(() => undefined);
}

/** When this page last kept something: two kept in the same millisecond still keep their order. */
let lastSavedAt = 0;

/**
 * Keeps a submission for later and tries to send it as soon as the connection is back, under the
 * form's Idempotency-Key for it.
 */
export async function keepForLater<K extends OutboxKind>(
  kind: K,
  body: OutboxBodies[K],
  label: string,
  idempotencyKey: string,
): Promise<void> {
  const savedAt = Math.max(Date.now(), lastSavedAt + 1);
  lastSavedAt = savedAt;
  const id = `${savedAt.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const item = { id, kind, body, label, savedAt, attempts: 0, idempotencyKey };
  await set(id, item satisfies OutboxItem, outbox());
  startOutbox();
}

/** What is waiting, oldest first. */
export async function pendingItems(): Promise<OutboxItem[]> {
  const all = (await entries<string, OutboxItem>(outbox())).map(([, item]) => item);
  return all.sort((a, b) => a.savedAt - b.savedAt);
}

type Outcome = 'sent' | 'dropped' | 'later';

const isKind = <K extends OutboxKind>(item: OutboxItem, kind: K): item is OutboxItem<K> =>
  item.kind === kind;

/** Fired on window when a kept item leaves the outbox (sent or dropped): `detail` is its kind. */
export const OUTBOX_SETTLED = 'roktosetu:outbox-settled';
const settled = (kind: OutboxKind) =>
  window.dispatchEvent(new CustomEvent(OUTBOX_SETTLED, { detail: kind }));

async function deliver(item: OutboxItem): Promise<Outcome> {
  try {
    // Every send of an item carries the same key: a send whose answer was lost, sent again, is
    // answered with the first answer instead of creating twice.
    const key = item.idempotencyKey ?? `outbox-${item.id}`;
    await (isKind(item, 'bloodRequest')
      ? sendBloodRequest(item.body, key)
      : sendDonorRegistration((item as OutboxItem<'donorRegistration'>).body, key));
    await del(item.id, outbox());
    settled(item.kind);
    toast.success(<span data-testid="outbox-sent">{t.sent[item.kind](item.label)}</span>, {
      duration: 8000,
    });
    return 'sent';
  } catch (error) {
    if (isConnectionFailure(error)) return 'later';
    const status = error instanceof ApiError ? error.status : 0;
    // The server refused it (bad field, a date now past): say why; sending it again cannot help.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      await del(item.id, outbox());
      settled(item.kind);
      const reason = (error as ApiError).message;
      toast.error(
        <span data-testid="outbox-refused">{t.refused[item.kind](item.label, reason)}</span>,
        {
          duration: 15000,
        },
      );
      return 'dropped';
    }
    const attempts = item.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await del(item.id, outbox());
      settled(item.kind);
      toast.error(<span data-testid="outbox-refused">{t.gaveUp[item.kind](item.label)}</span>, {
        duration: 15000,
      });
      return 'dropped';
    }
    await set(item.id, { ...item, attempts }, outbox());
    return 'later';
  }
}

let flushing: Promise<void> | undefined;

/** Sends what is waiting, one at a time, stopping at the first that must wait for later. */
export function flushOutbox(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  const run = async () => {
    for (const item of await pendingItems()) {
      if ((await deliver(item)) === 'later') break;
    }
  };
  // One tab sends at a time (Web Locks where the browser has them), so nothing is sent twice.
  const locked = async (): Promise<void> => {
    if (navigator.locks) await navigator.locks.request(LOCK_NAME, run);
    else await run();
  };
  const current =
    flushing ??
    locked()
      .catch(() => undefined)
      .finally(() => {
        flushing = undefined;
      });
  flushing = current;
  return current;
}

let started = false;

/** Sends what is waiting now, when the connection returns, and every minute while items wait. */
export function startOutbox() {
  void flushOutbox();
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  setInterval(() => {
    void pendingItems()
      .then((items) => (items.length ? flushOutbox() : undefined))
      .catch(() => undefined);
  }, RETRY_EVERY_MS);
}
