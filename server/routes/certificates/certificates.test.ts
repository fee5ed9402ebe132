import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';
import sharp from 'sharp';
import { firstNameOf, proudPictureSvg } from '../../shared/proud-picture.ts';

/**
 * Donation certificates (docs/decisions/060): issued by an admin or by the donor through their
 * link, checked in public (name, milestone, community, date; never a phone, group or place),
 * revoked by an admin (audited), and refused for a donor with no donation.
 */
let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://roktosetu.example.org' });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
}, 120_000);
afterAll(() => t?.close());

describe('certificates', () => {
  it('an admin issues one; the public check shows name, milestone, community and date only', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 11, name: 'সনদ দাতা' });
    const res = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/certificate`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { code, url } = res.json<{ code: string; url: string }>();
    expect(url).toBe(`https://roktosetu.example.org/c/${code}`);
    const check = await t.inject({ url: `/api/certificates/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      code,
      name: 'সনদ দাতা',
      milestone: 10,
      community: { bn: expect.any(String), en: expect.any(String) },
      issuedAt: expect.any(String),
      revoked: false,
    });
    expect(check.body).not.toContain(donor.phone1);
    expect(check.body).not.toMatch(/oPositive|bloodGroup|village|উত্তরপাড়া/);
  });

  it('the donor gets their own through the link, and sees it on their page', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 3 });
    const link = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/link`,
      headers: admin.headers,
    });
    const { token } = link.json<{ token: string }>();
    const res = await t.inject({ method: 'POST', url: `/api/donor-link/${token}/certificate` });
    expect(res.statusCode, res.body).toBe(201);
    const view = await t.inject({ url: `/api/donor-link/${token}` });
    expect(view.json().certificates).toEqual([
      { code: res.json().code, url: res.json().url, milestone: 3, issuedAt: expect.any(String) },
    ]);
  });

  it('refuses a donor with no donation (409, a code of its own)', async () => {
    const donor = await buildDonor(t.db, here);
    const res = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/certificate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CERTIFICATE_NO_DONATIONS' });
  });

  it('an admin revokes it (audited): the public check says so, and the donor page no longer lists it', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 1 });
    const { code } = (
      await t.inject({
        method: 'POST',
        url: `/api/donors/${donor.id}/certificate`,
        headers: admin.headers,
      })
    ).json<{ code: string }>();
    const revoke = await t.inject({
      method: 'POST',
      url: `/api/certificates/${code}/revoke`,
      headers: admin.headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await t.inject({ url: `/api/certificates/${code}` })).json()).toMatchObject({
      revoked: true,
    });
    const events = await t.db.execute(
      sql`select action from audit_events where target_id = ${donor.id} and action like 'certificate%' order by at`,
    );
    expect((events as unknown as { rows: { action: string }[] }).rows.map((e) => e.action)).toEqual(
      ['certificateIssued', 'certificateRevoked'],
    );
    expect((await t.inject({ url: '/api/certificates/NOSUCHCODE' })).statusCode).toBe(404);
  });

  it('the PDF says what the public check says, in both languages, and "revoked" once revoked', async () => {
    const donor = await buildDonor(t.db, here, { donationCount: 25, name: 'Pdf Donor' });
    const { code } = (
      await t.inject({
        method: 'POST',
        url: `/api/donors/${donor.id}/certificate`,
        headers: admin.headers,
      })
    ).json<{ code: string }>();
    const text = async () => {
      const res = await t.inject({ url: `/api/certificates/${code}/pdf` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // poppler's pdftotext (poppler-utils, as .ci/run installs it) reads the words back.
      return execFileSync('pdftotext', ['-raw', '-', '-'], { input: res.rawPayload }).toString();
    };
    const words = await text();
    expect(words).toContain('Pdf Donor');
    expect(words).toContain('for 25 donations');
    expect(words).toContain(code);
    expect(words).toContain(`https://roktosetu.example.org/c/${code}`);
    expect(words).not.toContain('REVOKED');
    expect(words).not.toContain(donor.phone1);
    await t.inject({
      method: 'POST',
      url: `/api/certificates/${code}/revoke`,
      headers: admin.headers,
    });
    expect(await text()).toContain('REVOKED');
    expect((await t.inject({ url: '/api/certificates/NOSUCHCODE/pdf' })).statusCode).toBe(404);
  });

  it('the proud picture: a square PNG through the link, after a first donation only', async () => {
    const linkOf = async (id: string) =>
      (
        await t.inject({ method: 'POST', url: `/api/donors/${id}/link`, headers: admin.headers })
      ).json<{ token: string }>().token;
    const giver = await buildDonor(t.db, here, { donationCount: 4, name: 'গর্বিত রক্তদাতা' });
    const res = await t.inject({ url: `/api/donor-link/${await linkOf(giver.id)}/proud-picture` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
    const newcomer = await buildDonor(t.db, here);
    const none = await t.inject({
      url: `/api/donor-link/${await linkOf(newcomer.id)}/proud-picture`,
    });
    expect(none.statusCode).toBe(404);
    expect((await t.inject({ url: '/api/donor-link/not-a-token/proud-picture' })).statusCode).toBe(
      404,
    );
  });

  it('the proud picture shows the first name only, the milestone, and escapes what it shows', () => {
    expect(firstNameOf('  গর্বিত রক্তদাতা ')).toBe('গর্বিত');
    const svg = proudPictureSvg({ firstName: 'A<b>&"', milestone: 3, community: 'x' });
    expect(svg).toContain('A&lt;b&gt;&amp;&quot;');
    expect(svg).toContain('৩ বার রক্তদানের মাইলফলক');
    expect(svg).not.toContain('<b>');
  });
  // Last: once there are several units, the plain admin above no longer sees the donors here.
  it("lists a donor's certificates, revoked ones too, to their unit's admins only; only they revoke", async () => {
    const { here: place, unitA, adminA, adminB } = await twoUnits(t);
    const donor = await buildDonor(t.db, place, { unitId: unitA, donationCount: 3 });
    const issue = async () =>
      (
        await t.inject({
          method: 'POST',
          url: `/api/donors/${donor.id}/certificate`,
          headers: adminA.headers,
        })
      ).json<{ code: string }>().code;
    const first = await issue();
    const second = await issue();
    // Another unit's admin neither sees the list nor revokes.
    const elsewhere = await t.inject({
      url: `/api/donors/${donor.id}/certificates`,
      headers: adminB.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const refused = await t.inject({
      method: 'POST',
      url: `/api/certificates/${first}/revoke`,
      headers: adminB.headers,
    });
    expect(refused.statusCode).toBe(404);
    await t.inject({
      method: 'POST',
      url: `/api/certificates/${first}/revoke`,
      headers: adminA.headers,
    });
    const list = await t.inject({
      url: `/api/donors/${donor.id}/certificates`,
      headers: adminA.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ certificates: { code: string; revokedAt: string | null }[] }>()
      .certificates;
    expect(rows.map((r) => r.code).sort()).toEqual([first, second].sort());
    expect(rows.find((r) => r.code === first)?.revokedAt).toEqual(expect.any(String));
    expect(rows.find((r) => r.code === second)).toMatchObject({
      revokedAt: null,
      milestone: 3,
      url: `https://roktosetu.example.org/c/${second}`,
    });
  });
});
