import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bloodRequests, donors, idempotencyKeys } from '../db/schema.ts';
import { nextPhone, places, type Place } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';

/**
 * Idempotency-Key on the public creates (docs/decisions/055), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_WRITE_LIMIT: '1000', PUBLIC_WRITE_DEVICE_LIMIT: '1000' });
});
afterAll(() => t.close());

const NEEDED = new Date(
  Math.floor(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 37_800_000,
).toISOString();

const bloodRequest = (patient = `রোগী ${randomUUID().slice(0, 6)}`) => ({
  patient_name: patient,
  requested_bloodGroup: 'aPositive',
  date: NEEDED,
  blood_quantity: '1',
  hemoglobin: '8',
  patient_problem: 'অপারেশন',
  donation_place: 'ঢাকা মেডিকেল কলেজ',
  number1: '01712345678',
  number2: '',
});

const postRequest = (body: object, key?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/blood-request',
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const requestsNamed = async (patient: string) =>
  (
    await t.db
      .select({ id: bloodRequests.id })
      .from(bloodRequests)
      .where(eq(bloodRequests.patientName, patient))
  ).length;

describe('Idempotency-Key on POST /api/blood-request', () => {
  it('answers the same key and body again with the first answer, creating once', async () => {
    const key = randomUUID();
    const body = bloodRequest();
    const first = await postRequest(body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await postRequest(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await requestsNamed(body.patient_name)).toBe(1);
    // Without a key, the same body is another request.
    expect((await postRequest(body)).statusCode).toBe(200);
    expect(await requestsNamed(body.patient_name)).toBe(2);
  });

  it('refuses the same key with another body (409), creating nothing', async () => {
    const key = randomUUID();
    const body = bloodRequest();
    expect((await postRequest(body, key)).statusCode).toBe(200);
    const other = bloodRequest();
    const refused = await postRequest(other, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', field: 'Idempotency-Key' });
    expect(refused.json().message).toMatch(/different request body/);
    expect(await requestsNamed(other.patient_name)).toBe(0);
  });

  it('makes one request of two sent at once with the same key, both answered alike', async () => {
    const key = randomUUID();
    const body = bloodRequest();
    const [a, b] = await Promise.all([postRequest(body, key), postRequest(body, key)]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toEqual(b!.json());
    expect(await requestsNamed(body.patient_name)).toBe(1);
  });

  it('keeps no key, body or answer in clear', async () => {
    const key = randomUUID();
    const body = bloodRequest();
    const answer = (await postRequest(body, key)).json();
    const rows = await t.db.select().from(idempotencyKeys);
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const secret of [key, body.patient_name, body.number1, answer.statusUrl as string])
      expect(text).not.toContain(secret);
  });

  it('frees the key after a refusal, and refuses a malformed key', async () => {
    const key = randomUUID();
    const bad = await postRequest({ ...bloodRequest(), number1: 'nonsense' }, key);
    expect(bad.statusCode).toBe(400);
    const body = bloodRequest();
    expect((await postRequest(body, key)).statusCode).toBe(200);
    const malformed = await postRequest(bloodRequest(), 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('Idempotency-Key');
  });

  it('ignores a key older than 24 hours: the same key then creates again', async () => {
    const key = randomUUID();
    const body = bloodRequest();
    expect((await postRequest(body, key)).statusCode).toBe(200);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where status is not null`,
    );
    const later = await postRequest(body, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsNamed(body.patient_name)).toBe(2);
  });
});

describe('Idempotency-Key on POST /api/donor-request', () => {
  it('registers a donor once for the same key and body', async () => {
    const key = randomUUID();
    const name = `দাতা ${randomUUID().slice(0, 6)}`;
    const [here] = (await places(t.db, 1)) as [Place];
    const body = {
      name,
      bloodGroup: 'bPositive',
      age: '1995-05-20',
      number1: nextPhone(),
      number2: '',
      gender: 'পুরুষ',
      division: String(here.divisionId),
      district: String(here.districtId),
      upazila: String(here.upazilaId),
      union: String(here.unionId),
      village: 'উত্তরপাড়া',
    };
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/api/donor-request',
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a!.statusCode, a!.body).toBe(201);
    expect(b!.statusCode).toBe(201);
    expect(b!.json()).toEqual(a!.json());
    const rows = await t.db.select({ id: donors.id }).from(donors).where(eq(donors.name, name));
    expect(rows).toHaveLength(1);
  });
});
