import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { alertOutbox, bloodRequests, pushSubscriptions } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { createRequire } from 'node:module';
import { AlertOutbox, sendingUnitQuietHours } from './outbox.ts';
import { PushSender, storedVapidKeys } from './push.ts';
import { guardedAgent, isPublicAddress, PushTargets, type Resolve } from './push-targets.ts';
import { LogSms } from './sms.ts';

/**
 * Web Push against a local fake push service (HTTPS with a throwaway certificate): the request
 * carries a VAPID JWT signed with the installation's key for the service's origin, and a payload
 * encrypted (aes128gcm) for the subscription's keys, which decrypts to the alert and the link.
 */
// http_ece comes with web-push: it decrypts what the push service would hand to the browser.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];
let server: Server;
let endpoint: string;
let agent: Agent;
let certDir: string;
let certificate: Buffer;
let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'roktosetu-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(certDir, 'key.pem'),
      '-out',
      path.join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(certDir, 'cert.pem'));
  server = createServer({ key: readFileSync(path.join(certDir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/device-1`;
  agent = new Agent({ ca: cert });
  certificate = cert;
  t = await startTestApp({
    ALERT_WORKER: 'false',
    DONOR_LINK_LIMIT: '1000',
    PUBLIC_WRITE_DEVICE_LIMIT: '1000',
    PUBLIC_URL: 'https://roktosetu.example.org',
    VAPID_SUBJECT: 'mailto:ops@roktosetu.example.org',
  });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
});

/** The local fake push service is on 127.0.0.1: only this test's guard lets that one address by. */
const fakeServiceAllowed = (a: string) => isPublicAddress(a) || a === '127.0.0.1';

/** A resolver with fixed answers, no DNS. */
const fakeResolve =
  (answers: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };

async function linkOf(donorId: string) {
  const issued = await t.inject({
    method: 'POST',
    url: `/api/donors/${donorId}/link`,
    headers: admin.headers,
  });
  return (issued.json().url as string).split('/d/')[1]!;
}

function subscribe(token: string, to: string) {
  return t.inject({
    method: 'POST',
    url: `/api/donor-link/${token}/push-subscription`,
    payload: { endpoint: to, keys: { p256dh: 'key', auth: 'auth' } },
  });
}

async function openRequest() {
  const [request] = await t.db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: 'oNegative',
      neededAt: new Date(Date.now() + 86_400_000),
      quantity: '1',
      place: 'Sadar Hospital',
      phone1: '01712345678',
    })
    .returning({ id: bloodRequests.id });
  return request!.id;
}

describe('push targets', () => {
  it('a subscription is taken only for a public HTTPS push service', async () => {
    t.app.alerts.pushTargets.resolve = fakeResolve({
      'fcm.example.net': ['142.250.1.1', '2607:f8b0:4004:c1b::5f'],
      'localhost.example.net': ['::1'],
      'inside.example.net': ['10.1.2.3'],
      'mixed.example.net': ['142.250.1.1', '192.168.1.10'],
      'metadata.example.net': ['169.254.169.254'],
    });
    const donor = await buildDonor(t.db, here, { contactConsent: true });
    const token = await linkOf(donor.id);
    const refused = [
      'http://fcm.example.net/push/1',
      'https://127.0.0.1/push',
      'https://127.1:8443/push',
      'https://0x7f000001/push',
      'https://[::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://10.0.0.8/push',
      'https://172.16.4.4/push',
      'https://192.168.0.1/push',
      'https://100.64.0.1/push',
      'https://169.254.169.254/latest',
      'https://[fe80::1]/push',
      'https://[fd00::1]/push',
      'https://0.0.0.0/push',
      'https://localhost.example.net/push',
      'https://inside.example.net/push',
      'https://mixed.example.net/push',
      'https://metadata.example.net/push',
      'https://nowhere.example.net/push',
    ];
    for (const to of refused) {
      const res = await subscribe(token, to);
      expect(res.statusCode, to).toBe(400);
      expect(res.json(), to).toMatchObject({ code: 'PUSH_ENDPOINT_REFUSED', field: 'endpoint' });
    }
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.donorId, donor.id)),
    ).toEqual([]);
    const ok = await subscribe(token, 'https://fcm.example.net/push/1');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps at most 5 subscriptions per donor: a sixth replaces the oldest', async () => {
    t.app.alerts.pushTargets.resolve = fakeResolve({ 'fcm.example.net': ['142.250.1.1'] });
    const donor = await buildDonor(t.db, here, { contactConsent: true });
    const token = await linkOf(donor.id);
    for (let i = 1; i <= 7; i += 1) {
      expect((await subscribe(token, `https://fcm.example.net/device-${i}`)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.donorId, donor.id));
    expect(kept.map((k) => k.endpoint).sort()).toEqual(
      [3, 4, 5, 6, 7].map((i) => `https://fcm.example.net/device-${i}`),
    );
  });

  it('at send, an endpoint that is (or now resolves to) a local address is never connected to', async () => {
    const before = received.length;
    const targets = new PushTargets(fakeResolve({ 'rebound.example.net': ['127.0.0.1'] }));
    for (const to of [endpoint, 'https://rebound.example.net/push']) {
      const donor = await buildDonor(t.db, here, {
        contactConsent: true,
        bloodGroup: 'oNegative',
        channels: ['push'],
      });
      await linkOf(donor.id);
      // Stored as if it had passed at subscription (an older row, or a name that moved since).
      await t.db
        .insert(pushSubscriptions)
        .values({ donorId: donor.id, endpoint: to, p256dh: 'key', auth: 'auth' });
      const requestId = await openRequest();
      const queued = await t.inject({
        method: 'POST',
        url: `/api/blood-request/${requestId}/alerts`,
        headers: admin.headers,
        payload: { donorIds: [donor.id], urgent: true },
      });
      expect(queued.json(), queued.body).toEqual({ queued: 1, skipped: [] });
      const outbox = new AlertOutbox({
        db: t.db,
        sms: new LogSms(),
        push: new PushSender(await storedVapidKeys(t.db), 'mailto:ops@example.org', targets, agent),
        linkKey: t.app.alerts.linkKey,
        baseUrl: t.app.alerts.baseUrl,
        batch: 10,
        maxAttempts: 3,
        leaseSeconds: 30,
        retryBaseMs: 1000,
        pollMs: 1000,
        quietHours: sendingUnitQuietHours(t.db),
      });
      expect(await outbox.runOnce()).toBe(1);
      const [row] = await t.db.select().from(alertOutbox).where(eq(alertOutbox.donorId, donor.id));
      expect(row).toMatchObject({ channel: 'push', state: 'failed' });
      expect(row!.lastError).toMatch(/push endpoint refused/);
      expect(
        await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.donorId, donor.id)),
      ).toEqual([]);
    }
    expect(received.length).toBe(before);
  });
});

describe('a name that resolves elsewhere when connecting (DNS rebinding)', () => {
  it('is refused by the connection itself, before any request reaches the address', async () => {
    const before = received.length;
    // The check sees a public address; the connection's own lookup finds 127.0.0.1.
    const targets = new PushTargets(fakeResolve({ localhost: ['142.250.1.1'] }));
    // Trusting the fake service's certificate for the name "localhost", so only the guard stops it.
    const tls = { ca: certificate, checkServerIdentity: () => undefined };
    const keys = await storedVapidKeys(t.db);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const port = (server.address() as AddressInfo).port;
    const sendWith = (allow: (a: string) => boolean) =>
      new PushSender(keys, 'mailto:ops@example.org', targets, guardedAgent(allow, tls)).send(
        {
          endpoint: `https://localhost:${port}/push/rebound`,
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        { title: 't', body: 'b', url: 'https://roktosetu.example.org/d/x' },
        'id-1',
      );
    const refused = await sendWith(isPublicAddress);
    expect(refused.ok).toBe(false);
    expect(received.length).toBe(before);
    // The same send with a connection allowed to 127.0.0.1 does arrive: the guard made the difference.
    const control = await sendWith(fakeServiceAllowed);
    expect(control.ok).toBe(true);
    expect(received.length).toBe(before + 1);
  });
});

describe('Web Push', () => {
  it('sends the alert to a subscribed donor: VAPID JWT for the push origin, encrypted payload with the link', async () => {
    const donor = await buildDonor(t.db, here, {
      contactConsent: true,
      bloodGroup: 'oNegative',
      language: 'en',
    });
    const issued = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/link`,
      headers: admin.headers,
    });
    const token = (issued.json().url as string).split('/d/')[1]!;
    const before = received.length;
    t.app.alerts.pushTargets.allow = fakeServiceAllowed;
    // The browser's subscription keys.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const sub = await t.inject({
      method: 'POST',
      url: `/api/donor-link/${token}/push-subscription`,
      payload: {
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const [request] = await t.db
      .insert(bloodRequests)
      .values({
        patientName: 'রোগী',
        bloodGroup: 'oNegative',
        neededAt: new Date(Date.now() + 86_400_000),
        quantity: '1',
        place: 'Sadar Hospital',
        phone1: '01712345678',
      })
      .returning({ id: bloodRequests.id });
    const queued = await t.inject({
      method: 'POST',
      url: `/api/blood-request/${request!.id}/alerts`,
      headers: admin.headers,
      payload: { donorIds: [donor.id], urgent: true },
    });
    expect(queued.json()).toEqual({ queued: 1, skipped: [] });

    const keys = await storedVapidKeys(t.db);
    const outbox = new AlertOutbox({
      db: t.db,
      sms: new LogSms(),
      push: new PushSender(
        keys,
        'mailto:ops@roktosetu.example.org',
        new PushTargets(undefined, fakeServiceAllowed),
        agent,
      ),
      linkKey: t.app.alerts.linkKey,
      baseUrl: t.app.alerts.baseUrl,
      batch: 10,
      maxAttempts: 3,
      leaseSeconds: 30,
      retryBaseMs: 1000,
      pollMs: 1000,
      quietHours: sendingUnitQuietHours(t.db),
    });
    expect(await outbox.runOnce()).toBe(1);
    const [row] = await t.db.select().from(alertOutbox).where(eq(alertOutbox.donorId, donor.id));
    expect(row).toMatchObject({ channel: 'push', state: 'sent' });
    expect(received).toHaveLength(before + 1);
    const { headers, body } = received.at(-1)!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.ttl).toBeDefined();
    // Authorization: vapid t=<JWT>, k=<the installation's public key>
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
    expect(match?.[2]).toBe(keys.publicKey);
    const publicKey = Buffer.from(keys.publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33).toString('base64url'),
    };
    const { payload: claims } = await jwtVerify(match![1]!, await importJWK(jwk, 'ES256'));
    expect(claims.aud).toBe(new URL(endpoint).origin);
    expect(claims.sub).toBe('mailto:ops@roktosetu.example.org');
    const clear = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: browser,
      authSecret: auth.toString('base64url'),
    });
    const message = JSON.parse(clear.toString('utf8')) as {
      title: string;
      body: string;
      url: string;
    };
    expect(message.url).toBe(`https://roktosetu.example.org/d/${token}`);
    expect(message.body).toContain('O-');
    expect(message.title).toBe('Roktosetu');
  });
});
