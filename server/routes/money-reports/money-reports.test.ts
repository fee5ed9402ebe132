import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MoneyReportRow } from '../../../common/schemas/money-reports.ts';
import { auditEvents, bloodRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/auth.ts';
import { nextPhone, type Place } from '../../test/factories.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';

/**
 * "Someone asked me for money" (docs/decisions/059): the family reports a number through their
 * status link (validated, limited), an admin of the request's unit confirms it, and the number is
 * then refused by registration and the request form in neutral words and flagged on the lists.
 * Another unit's admin neither sees nor decides the report. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const DAY = 86_400_000;
let t: TestApp;
let here: Place;
let unitA: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, adminA, adminB, superAdmin } = await twoUnits(t));
});
afterAll(async () => t.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  who: TestUser | null = adminA,
) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const requestBody = (phone: string) => ({
  patient_name: 'রোগী',
  requested_bloodGroup: 'aPositive',
  date: new Date(Date.now() + DAY).toISOString(),
  blood_quantity: '1',
  donation_place: 'সদর হাসপাতাল',
  number1: phone,
  ...here,
});

const donorBody = (phone: string) => ({
  name: 'দাতা',
  bloodGroup: 'aPositive',
  age: '1995-05-20',
  number1: phone,
  gender: 'পুরুষ',
  division: String(here.divisionId),
  district: String(here.districtId),
  upazila: String(here.upazilaId),
  union: String(here.unionId),
  village: 'গ্রাম',
});

/** A public request handled by unit A; its status token. */
async function familyRequest() {
  const res = await send('POST', '/api/blood-request', requestBody(nextPhone()), null);
  expect(res.statusCode, res.body).toBe(200);
  const { insertedId, statusUrl } = res.json() as { insertedId: string; statusUrl: string };
  await t.db.update(bloodRequests).set({ unitId: unitA }).where(eq(bloodRequests.id, insertedId));
  return { id: insertedId, token: statusUrl.split('/r/')[1]! };
}

const pending = async (who: TestUser) =>
  (
    (await send('GET', '/api/money-reports', undefined, who)).json() as {
      reports: MoneyReportRow[];
    }
  ).reports;

describe('a money report, from the family to the block list', () => {
  it('is validated, reviewed by the unit, and a confirmed number is refused and flagged', async () => {
    const { id, token } = await familyRequest();
    const scammer = nextPhone();
    // A donor already registered with the number (before anyone knew) is flagged once it is blocked.
    const before = await send('POST', '/api/donor-request', donorBody(scammer), null);
    expect(before.statusCode, before.body).toBe(201);
    const donorId = before.json().insertedId as string;

    const bad = await send(
      'POST',
      `/api/request-status/${token}/money-report`,
      { phone: '123' },
      null,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('phone');
    const unknown = await send(
      'POST',
      `/api/request-status/${'x'.repeat(43)}/money-report`,
      { phone: scammer },
      null,
    );
    expect(unknown.statusCode).toBe(404);

    const reported = await send(
      'POST',
      `/api/request-status/${token}/money-report`,
      { phone: scammer, note: 'বিকাশে সিএনজি ভাড়া চেয়েছে' },
      null,
    );
    expect(reported.statusCode, reported.body).toBe(201);

    // Unit A's admin sees it; unit B's neither sees nor decides it.
    const [report] = (await pending(adminA)).filter((r) => r.requestId === id);
    expect(report).toMatchObject({
      phone: scammer,
      state: 'pending',
      blocked: false,
      reportsOfNumber: 1,
    });
    expect((await pending(adminB)).some((r) => r.requestId === id)).toBe(false);
    const other = await send(
      'POST',
      `/api/money-reports/${report!.id}/decision`,
      { decision: 'confirm' },
      adminB,
    );
    expect(other.statusCode).toBe(404);

    const decided = await send('POST', `/api/money-reports/${report!.id}/decision`, {
      decision: 'confirm',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ state: 'confirmed' });
    const again = await send('POST', `/api/money-reports/${report!.id}/decision`, {
      decision: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MONEY_REPORT_DECIDED');

    // Refused by registration and by the request form, in neutral words, naming the field.
    for (const [url, body] of [
      ['/api/donor-request', donorBody(scammer)],
      ['/api/blood-request', requestBody(scammer)],
    ] as const) {
      const refused = await send('POST', url, body, null);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'NUMBER_NOT_ACCEPTED', field: 'number1' });
      expect(refused.body.toLowerCase()).not.toContain('block');
    }

    // On the block list every unit shares, and flagged where the number appears.
    const list = (await send('GET', '/api/blocked-numbers', undefined, adminB)).json() as {
      numbers: { phone: string }[];
    };
    expect(list.numbers.map((n) => n.phone)).toContain(scammer);
    const queue = (
      await send('GET', '/api/donor-request?limit=50', undefined, superAdmin)
    ).json() as {
      allDonorRequest: { _id: string; blocked?: boolean }[];
    };
    expect(queue.allDonorRequest.find((d) => d._id === donorId)?.blocked).toBe(true);

    // Audited: the report and the decision, on the request.
    const events = await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['moneyReported', 'moneyReportConfirmed']),
    );
    expect(events.find((e) => e.action === 'moneyReportConfirmed')?.actor).toBe(adminA.id);

    // Lifted by a super admin: the number may register again.
    const entry = (
      (await send('GET', '/api/blocked-numbers', undefined, superAdmin)).json() as {
        numbers: { id: string; phone: string }[];
      }
    ).numbers.find((n) => n.phone === scammer)!;
    expect(
      (await send('POST', `/api/blocked-numbers/${entry.id}/lift`, undefined, adminA)).statusCode,
    ).toBe(403);
    const lifted = await send(
      'POST',
      `/api/blocked-numbers/${entry.id}/lift`,
      undefined,
      superAdmin,
    );
    expect(lifted.json()).toEqual({ lifted: true });
    expect((await send('POST', '/api/blood-request', requestBody(scammer), null)).statusCode).toBe(
      200,
    );
  });

  it('takes at most five reports from one request', async () => {
    const { token } = await familyRequest();
    for (let i = 0; i < 5; i++) {
      const res = await send(
        'POST',
        `/api/request-status/${token}/money-report`,
        { phone: nextPhone() },
        null,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await send(
      'POST',
      `/api/request-status/${token}/money-report`,
      { phone: nextPhone() },
      null,
    );
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_REPORTS');
  });
});
