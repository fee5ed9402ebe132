/**
 * The one shape of an audit event's `changes` (docs/decisions/034): a map from a stored column's
 * name to its value as written. A create (or a one-off fact such as a call) keeps the written
 * row's fields; an update keeps only the fields that changed, each as `{ from, to }`. Ids, row
 * times the server sets and secrets never go in; dates are ISO text.
 */
export type Changes = Record<string, unknown>;

/** Never kept, at any depth: secrets, raw bytes. */
const SECRET_KEY = /pass(word)?|token|secret|otp|code|hash|nonce|bytes|image_?data/i;
/** Bookkeeping every row has; the event's own time and target id say the same. */
const ROW_BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return storedFields(value as Record<string, unknown>);
  return value;
}

/** A written row as an event keeps it: nulls, ids, bookkeeping times and secrets left out. */
export function storedFields(row: Record<string, unknown>, omit: readonly string[] = []): Changes {
  const kept: Changes = {};
  for (const [key, value] of Object.entries(row)) {
    if (ROW_BOOKKEEPING.has(key) || omit.includes(key) || SECRET_KEY.test(key)) continue;
    const shown = plain(value);
    if (shown === null || shown === undefined) continue;
    kept[key] = shown;
  }
  return kept;
}

/** The fields an update changed, each `{ from, to }`, comparing the row before and after it. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  omit: readonly string[] = [],
): Changes {
  const changed: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (ROW_BOOKKEEPING.has(key) || omit.includes(key) || SECRET_KEY.test(key)) continue;
    const from = plain(before[key]) ?? null;
    const to = plain(value) ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changed[key] = { from, to };
  }
  return changed;
}
