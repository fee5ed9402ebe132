import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN } from './session.ts';

export { DEMO_ADMIN, signInAndOpen } from './session.ts';

const baseURL = () => process.env.BASE_URL!;

/** A product access token for an account, through its identity session. */
async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: account,
    headers: { origin: baseURL() },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const put = await request.put(`/api/user/${encodeURIComponent(account.email)}`, {
    data: { email: account.email },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return ((await put.json()) as { token: string }).token;
}

/** A new account made an admin (not a super admin) by the demo super admin. */
export async function createAdmin(request: APIRequestContext) {
  const account = {
    email: `admin-${Date.now()}@roktosetu.test`,
    password: 'admin-pass-1234',
    name: 'সহকারী অ্যাডমিন',
  };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL() },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const superToken = await tokenOf(request, DEMO_ADMIN);
  const made = await request.put(`/api/user/admin/${encodeURIComponent(account.email)}`, {
    headers: { authorization: `Bearer ${superToken}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL() } });
  return account;
}

/** A small PNG photo for the contact form, made on the spot. */
export async function contactPhoto(colour = '#2b6cff'): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

let named = 0;
/**
 * A unique, recognisable patient, contact or donor name for one test: the time, and a count so
 * that two names made in the same millisecond differ too.
 */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-5)}${(named++).toString(36)}`;

/** The date-time-local value for some hours from now, in the browser's own zone. */
export function localDateTime(hoursFromNow: number): string {
  const d = new Date(Date.now() + hoursFromNow * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** No horizontal page overflow at the current viewport (wide tables scroll inside .table-wrap). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Adds contacts through the API as the demo super admin (for screens that need cards to show). */
export async function addContacts(
  request: APIRequestContext,
  contacts: { name: string; number1: string; number2?: string; colour: string }[],
) {
  const token = await tokenOf(request, DEMO_ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  for (const contact of contacts) {
    const upload = await request.post('/api/uploads/image', {
      headers,
      multipart: {
        image: {
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: await contactPhoto(contact.colour),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { data } = (await upload.json()) as { data: { url: string } };
    const added = await request.post('/api/admin-contact', {
      headers,
      data: {
        name: contact.name,
        number1: contact.number1,
        number2: contact.number2 ?? '',
        img: data.url,
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}
