/**
 * A random id this browser keeps (localStorage), sent with every write as X-Device-Id: the server
 * counts public writes per device as well as per address and phone number, so that phones sharing
 * one carrier address are not held back together (docs/decisions/055). It names nobody: it is made
 * here, at random, and never sent to anyone else.
 */
const DEVICE_KEY = 'deviceId';

export const DEVICE_HEADER = 'x-device-id';

/** The id, made on first use; null where there is no storage (a page drawn on the server). */
export function deviceId(): string | null {
  const storage = globalThis.localStorage;
  if (!storage) return null;
  try {
    let id = storage.getItem(DEVICE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID();
      storage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (a private window's quota): the server counts the address instead.
    return null;
  }
}
