import { describe, expect, it } from 'vitest';
import { idempotencyHeaders, newIdempotencyKey, submissionKeys } from './idempotency-key.ts';

describe('Idempotency-Keys of the public forms', () => {
  it('makes keys the server takes (8 to 255 visible ASCII characters), each different', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(idempotencyHeaders(a)).toEqual({ headers: { 'idempotency-key': a } });
    expect(idempotencyHeaders(undefined)).toEqual({});
  });

  it('gives one key per filled form: the same body again reuses it, a changed body or a sent form does not', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ name: 'Rahima', number1: '01712345678' });
    expect(keys.keyFor({ name: 'Rahima', number1: '01712345678' })).toBe(first);
    const changed = keys.keyFor({ name: 'Rahima Khatun', number1: '01712345678' });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ name: 'Rahima Khatun', number1: '01712345678' })).toBe(changed);
    keys.forget();
    expect(keys.keyFor({ name: 'Rahima Khatun', number1: '01712345678' })).not.toBe(changed);
  });
});
