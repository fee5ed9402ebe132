import { describe, expect, it } from 'vitest';
import { newDonationSchema } from './donation-form.ts';

describe('the past-donation form', () => {
  const schema = newDonationSchema('2026-05-10');

  it('takes a past date, the kind and an optional place', () => {
    expect(
      schema.parse({ donatedAt: '2026-05-10', kind: 'platelets', place: '  ঢাকা মেডিকেল ' }),
    ).toEqual({
      donatedAt: '2026-05-10',
      kind: 'platelets',
      place: 'ঢাকা মেডিকেল',
    });
    expect(
      schema.parse({ donatedAt: '2020-01-31', kind: 'whole_blood', place: '' }).place,
    ).toBeUndefined();
  });

  it('refuses a future date, an empty date, an unknown kind and a long place', () => {
    expect(
      schema.safeParse({ donatedAt: '2026-05-11', kind: 'whole_blood', place: '' }).success,
    ).toBe(false);
    expect(schema.safeParse({ donatedAt: '', kind: 'whole_blood', place: '' }).success).toBe(false);
    expect(schema.safeParse({ donatedAt: '2026-01-01', kind: 'plasma', place: '' }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ donatedAt: '2026-01-01', kind: 'whole_blood', place: 'x'.repeat(121) })
        .success,
    ).toBe(false);
  });
});
