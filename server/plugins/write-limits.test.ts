import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

/**
 * Limits that do not take one address for one person (docs/decisions/055): the public reads serve
 * a crowd behind one carrier address, and the public writes are counted per address, per phone
 * number and per device. The server believes the proxy on loopback, as behind a reverse proxy.
 */
let t: TestApp;
const PER_ADDRESS = 6;
const PER_PHONE = 3;
const PER_DEVICE = 4;

beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: 'loopback',
    PUBLIC_WRITE_LIMIT: String(PER_ADDRESS),
    PUBLIC_WRITE_PHONE_LIMIT: String(PER_PHONE),
    PUBLIC_WRITE_DEVICE_LIMIT: String(PER_DEVICE),
  });
});
afterAll(() => t.close());

/** A request as the proxy passes it on: from loopback, naming the client's address. */
const from = (client: string, headers: Record<string, string> = {}) => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': client, ...headers },
});

const NEEDED = new Date(
  Math.floor(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 37_800_000,
).toISOString();

let serial = 0;
/** A blood request naming `number` (a fresh number when not given). */
const bloodRequest = (number = `0171${String(10_000_000 + ++serial).slice(1)}`) => ({
  patient_name: 'রোগী',
  requested_bloodGroup: 'oPositive',
  date: NEEDED,
  blood_quantity: '2',
  hemoglobin: '7.5',
  patient_problem: 'অপারেশন',
  donation_place: 'ঢাকা মেডিকেল কলেজ',
  number1: number,
  number2: '',
});

let device = 0;
const newDevice = () => `device-${String(++device).padStart(12, '0')}`;

const post = (client: string, body: object, deviceId: string | null = newDevice()) =>
  t.inject({
    method: 'POST',
    url: '/api/blood-request',
    payload: body,
    ...from(client, deviceId ? { 'x-device-id': deviceId } : {}),
  });

describe('public reads behind one carrier address', () => {
  it('answers 2,000 reads a minute from one address without a 429', async () => {
    const reads = [
      '/api/config',
      '/api/divisions',
      '/api/top-donor',
      '/api/contacts',
      '/api/health',
    ];
    const codes = new Map<number, number>();
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.inject({ url: reads[i % reads.length]!, ...from('203.0.113.7') }),
        ),
      );
      for (const answer of answers)
        codes.set(answer.statusCode, (codes.get(answer.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 200: 2000 });
  });
});

describe('public writes', () => {
  it('refuses the same phone number from many addresses after its limit, naming the reason', async () => {
    const number = '01812345678';
    const codes = [];
    for (let i = 0; i < PER_PHONE; i++)
      codes.push((await post(`198.51.100.${i + 1}`, bloodRequest(number))).statusCode);
    expect(codes).toEqual(Array(PER_PHONE).fill(200));
    // The same number written another way is the same number.
    const limited = await post('198.51.100.99', bloodRequest('+880 1812-345678'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      limitedBy: 'phone',
      field: 'number1',
    });
    expect(limited.json().message).toMatch(/phone number/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // Another number from the same address is not held back by it.
    expect((await post('198.51.100.99', bloodRequest())).statusCode).toBe(200);
  });

  it('lets many phones share one address up to the address limit', async () => {
    const codes = [];
    for (let i = 0; i < PER_ADDRESS; i++)
      codes.push((await post('203.0.113.50', bloodRequest())).statusCode);
    expect(codes).toEqual(Array(PER_ADDRESS).fill(200));
    const limited = await post('203.0.113.50', bloodRequest());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', limitedBy: 'address' });
    expect(limited.json().field).toBeUndefined();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await post('203.0.113.51', bloodRequest())).statusCode).toBe(200);
  });

  it('counts one device wherever it writes from, and a caller without one by its address', async () => {
    const phone = newDevice();
    const codes = [];
    for (let i = 0; i < PER_DEVICE; i++)
      codes.push((await post(`192.0.2.${i + 1}`, bloodRequest(), phone)).statusCode);
    expect(codes).toEqual(Array(PER_DEVICE).fill(200));
    const limited = await post('192.0.2.200', bloodRequest(), phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', limitedBy: 'device' });
    // Without a device id, the device limit counts the address.
    const without = [];
    for (let i = 0; i <= PER_DEVICE; i++)
      without.push((await post('192.0.2.77', bloodRequest(), null)).statusCode);
    expect(without).toEqual([...Array(PER_DEVICE).fill(200), 429]);
  });

  it('tells how much is left in the RateLimit headers, and counts a refused body too', async () => {
    const first = await post('203.0.113.90', bloodRequest());
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBeDefined();
    expect(Number(first.headers['ratelimit-remaining'])).toBeLessThan(PER_ADDRESS);
    const codes = [];
    for (let i = 0; i < PER_ADDRESS; i++)
      codes.push((await post('203.0.113.91', { number1: 'nonsense' })).statusCode);
    expect(codes).toEqual(Array(PER_ADDRESS).fill(400));
    expect((await post('203.0.113.91', bloodRequest())).statusCode).toBe(429);
  });

  it('counts a phone-number change through a donor link by the new number', async () => {
    const token = 'x'.repeat(43);
    const change = (client: string) =>
      t.inject({
        method: 'POST',
        url: `/api/donor-link/${token}/phone-change`,
        payload: { number: '01912345678' },
        ...from(client, { 'x-device-id': newDevice() }),
      });
    const codes = [];
    for (let i = 0; i < PER_PHONE; i++) codes.push((await change(`100.64.0.${i + 1}`)).statusCode);
    // An unknown link is answered 404, and still counted: the last is refused by the number.
    expect(codes.every((code) => code !== 429)).toBe(true);
    const limited = await change('100.64.0.99');
    expect(limited.json()).toMatchObject({ limitedBy: 'phone', field: 'number' });
  });
});

describe('the API reference', () => {
  it('documents the limits, the device id and the idempotency key of the public creates', async () => {
    const document = (await t.inject({ url: '/api/openapi.json' })).json();
    const create = document.paths['/api/blood-request'].post;
    const parameters = create.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['X-Device-Id', 'Idempotency-Key']));
    expect(Object.keys(create.responses['200'].headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(create.responses['409']).toBeDefined();
    expect(create.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    expect(Object.keys(document.components.responses.TooManyRequests.headers)).toContain(
      'Retry-After',
    );
    const registration = document.paths['/api/donor-request'].post;
    expect(registration.parameters.map((p: { name: string }) => p.name)).toContain(
      'Idempotency-Key',
    );
  });
});
