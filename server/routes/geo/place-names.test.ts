import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { nextPhone } from '../../test/factories.ts';
import { realChains, type ResolvedChain } from '../../test/real-sheets.ts';
import { resolvePlaceNames } from '../../data/place-names.ts';

let t: TestApp;
let chains: ResolvedChain[];

beforeAll(async () => {
  t = await startTestApp();
  chains = await realChains(t.db);
});
afterAll(() => t.close());

const FIELDS = {
  divisionId: 'division',
  districtId: 'district',
  upazilaId: 'upazila',
  unionId: 'union',
};

describe('place names as people write them (the API lookup)', () => {
  it("finds Chittagong / Cox's Bazar / Ukhia, Comilla Sadar, Jessore, Bogra, Barisal by their common spellings", async () => {
    for (const chain of chains) {
      const found = await resolvePlaceNames(
        t.db,
        {
          divisionId: { name: chain.written.division },
          districtId: { name: chain.written.district },
          upazilaId: { name: chain.written.upazila },
          unionId: { name: chain.union.name },
        },
        FIELDS,
      );
      expect(found, chain.written.district).toEqual({
        ids: {
          divisionId: chain.ids.division,
          districtId: chain.ids.district,
          upazilaId: chain.ids.upazila,
          unionId: chain.ids.union,
        },
      });
    }
  });

  it('says which names are close when one is unknown', async () => {
    const found = await resolvePlaceNames(
      t.db,
      {
        divisionId: { name: 'Chittagong' },
        districtId: { name: 'Comila Zila' },
        upazilaId: undefined,
        unionId: undefined,
      },
      FIELDS,
    );
    expect(found).toEqual({
      error: { field: 'district', message: 'district: District not found; close names: Comilla' },
    });
  });

  it('registers a donor through the API with English common names', async () => {
    const chain = chains[0]!;
    const res = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        name: 'Ukhia donor',
        bloodGroup: 'aPositive',
        age: '1995-05-05',
        number1: `+880 ${nextPhone().slice(1)}`,
        gender: 'পুরুষ',
        division: 'Chittagong',
        district: "Cox's Bazar",
        upazila: 'Ukhia',
        union: chain.union.name,
        village: 'Kutupalong',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(donors).where(eq(donors.id, res.json().insertedId));
    expect(row).toMatchObject({
      districtId: chain.ids.district,
      upazilaId: chain.ids.upazila,
      unionId: chain.ids.union,
    });
    expect(row?.phone1).toMatch(/^01[3-9]\d{8}$/);

    const landline = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        name: 'x',
        bloodGroup: 'aPositive',
        age: '1995-05-05',
        number1: '02912345678',
        gender: 'পুরুষ',
        division: chain.ids.division,
        district: chain.ids.district,
        upazila: chain.ids.upazila,
        union: chain.ids.union,
        village: 'v',
      },
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({
      field: 'number1',
      message: expect.stringContaining('Bangladeshi mobile number'),
    });
  });
});
