import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../common/constants.ts';
import { PLACEHOLDER_IMAGE } from '../../common/schemas/contacts.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, loginAs, type TestUser } from '../test/auth.ts';
import { contacts } from '../db/schema.ts';
import { CONDITIONAL_GETS, OPENAPI_PATH } from './api-docs.ts';

/**
 * What a client built from the document alone needs and once missed: formats as schema, the
 * pledge named, the donor link's token, the lists that page, conditional GETs, contact pictures.
 */
let t: TestApp;
let doc: OpenAPIV3_1.Document;
let admin: TestUser;
let here: Place;
beforeAll(async () => {
  t = await startTestApp({ DEMO: 'true' });
  admin = await loginAs(t, 'superAdmin');
  doc = (await t.inject({ url: OPENAPI_PATH })).json();
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

type Schema = OpenAPIV3_1.SchemaObject;
const bodyOf = (path: string, method: string) =>
  (
    (doc.paths![path] as Record<string, OpenAPIV3_1.OperationObject>)[method]!
      .requestBody as OpenAPIV3_1.RequestBodyObject
  ).content['application/json']!.schema as Schema;
const operation = (path: string, method: string) =>
  (doc.paths![path] as Record<string, OpenAPIV3_1.OperationObject>)[method]!;

describe('formats as schema', () => {
  it('the blood request: its date a date-time with its window described, phones a pattern, places integer ids', () => {
    const body = bodyOf('/api/blood-request', 'post').properties!;
    const date = body.date as Schema;
    expect(date).toMatchObject({ type: 'string', format: 'date-time' });
    expect(date.description).toMatch(/60 days/);
    expect(body.number1).toMatchObject({ pattern: '^01[3-9][0-9]{8}$' });
    expect(JSON.stringify(body.number2)).toContain('"pattern"');
    expect(JSON.stringify(body.divisionId)).toContain('"integer"');
  });

  it('donor registration: age is a birth date; the places take an id first', () => {
    const body = bodyOf('/api/donor-request', 'post').properties!;
    expect(body.age).toMatchObject({ type: 'string', format: 'date' });
    expect((body.age as Schema).description).toMatch(/birth/);
    expect((body.division as Schema).anyOf?.[0]).toMatchObject({ type: 'integer' });
    expect(body.number1).toMatchObject({ pattern: '^01[3-9][0-9]{8}$' });
  });

  it('path ids of blood requests and contacts are uuids', () => {
    for (const [path, method] of [
      ['/api/blood-request/{id}', 'get'],
      ['/api/contact/{id}', 'patch'],
    ] as const) {
      const id = (operation(path, method).parameters as OpenAPIV3_1.ParameterObject[]).find(
        (p) => p.name === 'id',
      )!;
      expect(id.schema, path).toMatchObject({ type: 'string', format: 'uuid' });
    }
  });
});

describe('operations a client could not find', () => {
  it('a pledge is named: recording a call with outcome willDonate', () => {
    expect(operation('/api/donors/{id}/calls', 'post').description).toMatch(
      /pledge[\s\S]*willDonate/i,
    );
    expect(operation('/api/blood-request/{id}/pledges', 'get').description).toMatch(/willDonate/);
  });

  it("the donor link's answer carries its token, documented, the one the donor-link calls take", async () => {
    const answer = operation('/api/donors/{id}/link', 'post').responses!['201'] as {
      content: Record<string, { schema: Schema }>;
    };
    expect(answer.content['application/json']!.schema.required).toContain('token');
    const donor = await buildDonor(t.db, here, { status: 'verified', contactConsent: true });
    const issued = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/link`,
      headers: admin.headers,
    });
    const { url, token } = issued.json() as { url: string; token: string };
    expect(url.endsWith(`/d/${token}`)).toBe(true);
    expect((await t.inject({ url: `/api/donor-link/${token}` })).statusCode).toBe(200);
  });
});

describe('the lists that were bare arrays page like the others', () => {
  const lists = [
    { url: '/api/all-admin', rows: 'admins' },
    { url: '/api/verified-donor', rows: 'verifiedDonorList' },
    { url: '/api/contacts/dashboard', rows: 'contacts' },
  ];

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      await createUser(t, { role: 'admin' });
      await buildDonor(t.db, here, { status: 'verified' });
      await t.db.insert(contacts).values({ name: `Contact ${i}`, phone1: `0171100000${i}` });
    }
  });

  it.each(lists)(
    '$url: with pageNumber a page with totalCount and pageCount; without, the bare array',
    async ({ url, rows }) => {
      const get = (query: string) => t.inject({ url: `${url}${query}`, headers: admin.headers });
      const all = (await get('')).json() as { _id: string }[];
      expect(Array.isArray(all)).toBe(true);
      expect(all.length).toBeGreaterThanOrEqual(3);

      const first = (await get('?limit=2&pageNumber=0')).json() as Record<string, unknown>;
      expect(first).toMatchObject({ totalCount: all.length, pageCount: Math.ceil(all.length / 2) });
      const second = (await get('?limit=2&pageNumber=1')).json() as Record<string, unknown>;
      const seen = [
        ...(first[rows] as { _id: string }[]),
        ...(second[rows] as { _id: string }[]),
      ].map((r) => r._id);
      // Pages follow the bare array's order, with nothing repeated.
      expect(seen).toEqual(all.slice(0, seen.length).map((r) => r._id));
      expect(new Set(seen).size).toBe(seen.length);

      const tooMany = await get(`?limit=${MAX_PAGE_SIZE + 1}&pageNumber=0`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ field: 'limit' });

      const parameters = (operation(url, 'get').parameters as OpenAPIV3_1.ParameterObject[]).map(
        (p) => p.name,
      );
      expect(parameters).toEqual(expect.arrayContaining(['limit', 'pageNumber']));
    },
  );

  it('the paging convention is described once in the document', () => {
    expect(doc.info.description).toMatch(/Paged lists[\s\S]*totalCount[\s\S]*pageCount/);
  });
});

describe('conditional GETs', () => {
  it('every GET without parameters that answers an ETag documents 304 and answers it; the list is exact', async () => {
    const wrong: string[] = [];
    const found = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const get = (item as Record<string, OpenAPIV3_1.OperationObject>).get;
      if (!get || path.includes('{')) continue;
      const parameters = (get.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      if (parameters.some((p) => p.required)) continue;
      const first = await t.inject({ url: path, headers: admin.headers });
      const etag = first.headers.etag;
      if (!etag) continue;
      found.add(`GET ${path}`);
      const again = await t.inject({
        url: path,
        headers: { ...admin.headers, 'if-none-match': String(etag) },
      });
      if (again.statusCode !== 304) wrong.push(`GET ${path}: ${again.statusCode} with its ETag`);
      if (!get.responses?.['304']) wrong.push(`GET ${path}: 304 not documented`);
    }
    expect(wrong).toEqual([]);
    // Those with a path parameter (a unit's leader board) are checked by their own tests.
    expect(found).toEqual(new Set([...CONDITIONAL_GETS].filter((get) => !get.includes(':'))));
  });
});

describe('contact pictures', () => {
  it('the demo contacts carry a picture served here, never null; the schema says a string', async () => {
    const cards = (await t.inject({ url: '/api/contacts?pageNumber=0' })).json() as {
      contacts: { name: string; img: unknown }[];
    };
    const demo = cards.contacts.filter((c) => c.name.includes('(ডেমো)'));
    expect(demo.length).toBeGreaterThan(0);
    for (const card of demo) {
      expect(typeof card.img).toBe('string');
      const picture = await t.inject({ url: card.img as string });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
    }
    const schema = JSON.stringify(operation('/api/contacts', 'get').responses!['200']);
    expect(schema).toMatch(/"img":\{[^}]*"type":"string"/);
    expect(schema).not.toMatch(/"img":\{"anyOf"/);
  });

  it('a contact without a picture shows the placeholder this server draws', async () => {
    await t.db.insert(contacts).values({ name: 'No picture', phone1: '01711999999' });
    const grid = (
      await t.inject({ url: '/api/contacts/dashboard', headers: admin.headers })
    ).json() as { name: string; img: string }[];
    expect(grid.find((c) => c.name === 'No picture')?.img).toBe(PLACEHOLDER_IMAGE);
    const picture = await t.inject({ url: PLACEHOLDER_IMAGE });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });
});
