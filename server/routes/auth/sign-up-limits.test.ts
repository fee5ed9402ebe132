import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';

/**
 * Sign-up limits (docs/decisions/055): per client address (the identity service's limiter), per
 * device (X-Device-Id) and per email address the body names, each 429 naming its limit.
 * Light-my-request's `remoteAddress` plays the socket's address.
 */
const PER_ADDRESS = 4;
const PER_DEVICE = 2;
const PER_EMAIL = 3;

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    {
      AUTH_RATE_LIMIT: String(PER_ADDRESS),
      SIGN_UP_DEVICE_LIMIT: String(PER_DEVICE),
      SIGN_UP_EMAIL_LIMIT: String(PER_EMAIL),
      LOG_LEVEL: 'info',
    },
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  );
});
afterAll(() => t.close());

let serial = 0;
const newEmail = () => `person-${++serial}@example.test`;
const newDevice = () => `signup-device-${String(++serial).padStart(8, '0')}`;
const address = () => `198.51.100.${++serial % 250}`;

function signUp(
  email: string,
  remoteAddress: string,
  device: string | null,
  body: Record<string, unknown> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin: 'http://localhost:3000', ...(device ? { 'x-device-id': device } : {}) },
    payload: { email, password: 'a-good-password-1', name: 'Rahima', ...body },
  });
}

describe('sign-up limits', () => {
  it('counts one email address from any address and device, however it is written', async () => {
    const email = newEmail();
    const codes = [];
    // Counted before the body is checked: a refused attempt (no name) counts too.
    codes.push((await signUp(email, address(), newDevice(), { name: undefined })).statusCode);
    for (let i = 1; i < PER_EMAIL; i++)
      codes.push((await signUp(email, address(), newDevice())).statusCode);
    expect(codes[0]).toBe(400);
    expect(codes.slice(1)).toEqual([200, 422]);
    const limited = await signUp(` ${email.toUpperCase()} `, address(), newDevice());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      limitedBy: 'email',
      field: 'email',
    });
    expect(limited.json().message).toMatch(/email address/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // Another email address is not held back by it.
    expect((await signUp(newEmail(), address(), newDevice())).statusCode).toBe(200);
    // The log names the limit, never the address.
    const said = logLines.join('');
    expect(said).toContain('"limitedBy":"email"');
    expect(said.toLowerCase()).not.toContain(email);
  });

  it('counts one device wherever it signs up from', async () => {
    const device = newDevice();
    const codes = [];
    for (let i = 0; i < PER_DEVICE; i++)
      codes.push((await signUp(newEmail(), address(), device)).statusCode);
    expect(codes).toEqual(Array(PER_DEVICE).fill(200));
    const limited = await signUp(newEmail(), address(), device);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', limitedBy: 'device' });
    expect(limited.json().field).toBeUndefined();
    // Another device is counted apart.
    expect((await signUp(newEmail(), address(), newDevice())).statusCode).toBe(200);
  });

  it('holds one address at AUTH_RATE_LIMIT a minute, devices or not, and says so', async () => {
    const shared = '203.0.113.90';
    const codes = [];
    // Without a device id a caller is held by the address limit alone, not by the device limit.
    for (let i = 0; i < PER_ADDRESS; i++)
      codes.push((await signUp(newEmail(), shared, null)).statusCode);
    expect(codes).toEqual(Array(PER_ADDRESS).fill(200));
    const limited = await signUp(newEmail(), shared, newDevice());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', limitedBy: 'address' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await signUp(newEmail(), '203.0.113.91', null)).statusCode).toBe(200);
  });
});
