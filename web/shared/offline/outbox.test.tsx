import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB is fake-indexeddb's (happy-dom has none), under the real idb-keyval; the toasts are
// spies; api.ts and its error handling are the real ones, against a fake fetch.
const toasts = { success: vi.fn(), error: vi.fn() };
vi.mock('../../components/toast.tsx', () => ({ toast: toasts }));

const { flushOutbox, isConnectionFailure, keepForLater, pendingItems } =
  await import('./outbox.tsx');
const { ApiError } = await import('../../foundation/api-client.ts');

let answers: (() => Promise<Response>)[];
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

/** A blood request as the form keeps it (the place's ids as the selects hold them). */
const request = (patient: string) => ({
  patient_name: patient,
  requested_bloodGroup: 'oPositive' as const,
  blood_quantity: '1' as const,
  date: '2026-12-01',
  donation_place: 'Dhaka Medical College Hospital',
  number1: '01712345678',
  divisionId: '3',
});

/** Keeps one item without starting the timer-driven outbox (its first flush is the test's). */
async function keep(label: string, idempotencyKey = 'form-key-0001') {
  answers.unshift(noConnection);
  await keepForLater('bloodRequest', request(label), label, idempotencyKey);
  await flushOutbox();
}

describe('the outbox of forms submitted offline', () => {
  beforeEach(async () => {
    // The outbox's own database, emptied (a second connection to it).
    await clear(createStore('roktosetu-outbox', 'items'));
    toasts.success.mockClear();
    toasts.error.mockClear();
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (answers.shift() ?? noConnection)()),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells a connection failure from an answer of the server', () => {
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new ApiError(400, 'date: too early'))).toBe(false);
    expect(isConnectionFailure(new Error('no insertedId'))).toBe(false);
  });

  it('keeps an item while there is no connection, then sends it once and says so', async () => {
    await keep('রোগী ১');
    expect(await pendingItems()).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();

    answers.push(json(201, { insertedId: 'r1' }));
    await flushOutbox();
    expect(await pendingItems()).toHaveLength(0);
    expect(toasts.success).toHaveBeenCalledTimes(1);
    const [init] = vi.mocked(fetch).mock.calls.at(-1)!.slice(1) as [RequestInit];
    // Sent as the typed client sends it: the place's id as the number the server takes, and the
    // page's language (the requester's SMS is written in it).
    expect(JSON.parse(String(init.body))).toEqual({
      ...request('রোগী ১'),
      divisionId: 3,
      language: 'bn',
    });
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    // The form's Idempotency-Key for this submission (its first send may have reached the server
    // with the answer lost), so that it makes one request, and the browser's device id.
    expect(new Headers(init.headers).get('idempotency-key')).toBe('form-key-0001');
    expect(new Headers(init.headers).get('x-device-id')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('sends a retry of one item with the same Idempotency-Key', async () => {
    await keep('রোগী ৪');
    answers.push(json(500, { message: 'Internal Server Error' }));
    await flushOutbox();
    answers.push(json(201, { insertedId: 'r4' }));
    await flushOutbox();
    const keys = vi
      .mocked(fetch)
      .mock.calls.slice(-2)
      .map(([, init]) => new Headers((init as RequestInit).headers).get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refusal (4xx) to the person and drops the item', async () => {
    await keep('রোগী ২');
    answers.push(json(400, { message: 'date: must be from now on', field: 'date' }));
    await flushOutbox();
    expect(await pendingItems()).toHaveLength(0);
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it('tries again after a server failure or a rate limit, but not forever', async () => {
    await keep('রোগী ৩');
    answers.push(json(429, { message: 'Too many requests' }));
    await flushOutbox();
    expect(await pendingItems()).toHaveLength(1);
    for (let i = 0; i < 20 && (await pendingItems()).length; i++) {
      answers.push(json(500, { message: 'Internal Server Error' }));
      await flushOutbox();
    }
    expect(await pendingItems()).toHaveLength(0);
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls.length).toBeLessThan(12);
  });

  it('sends the oldest first and stops at the first that must wait', async () => {
    await keep('first');
    await keep('second');
    answers.push(json(201, { insertedId: 'a' }), noConnection);
    await flushOutbox();
    const left = await pendingItems();
    expect(left.map((item) => item.label)).toEqual(['second']);
  });
});
