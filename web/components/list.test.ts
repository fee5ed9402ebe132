import { describe, expect, it } from 'vitest';
import { serial } from './list.ts';

describe('serial', () => {
  it('is page size x page index + 1 + row index', () => {
    expect(serial(10, 0, 0)).toBe(1);
    expect(serial(10, 2, 4)).toBe(25);
    expect(serial(25, 1, 0)).toBe(26);
  });
});
