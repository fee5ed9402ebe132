import { describe, expect, it } from 'vitest';
import { unionBody, villageBody } from '../../../common/schemas/address.ts';
import { idFromText } from './id-input.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the Add Union / Add Village id fields', () => {
  it('turns typed text into the number the API takes, Bengali digits included', () => {
    expect(idFromText('৩৬৬')).toBe(366);
    expect(idFromText(' 42 ')).toBe(42);
    expect(idFromText('')).toBeUndefined();
    expect(idFromText('12a')).toBe('12a');
  });

  it("shows the product's messages for an empty form", () => {
    const union = unionBody.safeParse({
      name: ' ',
      bn_name: '',
      union_id: idFromText(''),
      upazila_id: idFromText(''),
    });
    expect(messages(union)).toEqual({
      name: 'Union name is required',
      bn_name: 'Union name is required',
      union_id: 'Union id is required',
      upazila_id: 'Upazila id is required',
    });
    const village = villageBody.safeParse({ name: '', bn_name: '', union_id: idFromText('') });
    expect(messages(village)).toEqual({
      name: 'Village name is required',
      bn_name: 'Village name is required',
      union_id: 'Union id is required',
    });
  });

  it('sends ids as numbers and names trimmed', () => {
    const parsed = unionBody.parse({
      name: ' Subil ',
      bn_name: 'সুবিল',
      union_id: idFromText('১'),
      upazila_id: idFromText('1'),
    });
    expect(parsed).toEqual({ name: 'Subil', bn_name: 'সুবিল', union_id: 1, upazila_id: 1 });
    expect(
      messages(villageBody.safeParse({ name: 'a', bn_name: 'b', union_id: idFromText('x1') })),
    ).toEqual({
      union_id: 'Union id must be a number',
    });
  });
});
