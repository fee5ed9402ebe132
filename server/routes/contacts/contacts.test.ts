import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CONTACTS_PAGE_SIZE } from '../../../common/schemas/contacts.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';
import { multipart, requestsTo } from '../../test/requests.ts';
import { contactDemo } from '../../data/demo/contacts.ts';

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  ({ user, admin, superAdmin } = await loginCallers(t));
});
afterAll(() => t.close());
const { patch, del } = requestsTo(() => t);

const uuid = '00000000-0000-4000-8000-000000000000';

/** Uploads a small PNG as an admin and answers its URL. */
async function uploadedImage(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fe3c47' } })
    .png()
    .toBuffer();
  const body = await multipart(png, 'card.png', 'image/png');
  const res = await t.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

async function addContact(
  body: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) {
  return t.inject({ method: 'POST', url: '/api/admin-contact', headers, payload: body });
}

async function newContact(
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; img: string }> {
  const img = (overrides.img as string | undefined) ?? (await uploadedImage());
  const res = await addContact({
    name: 'জরুরি যোগাযোগ',
    number1: '01711111111',
    number2: '',
    img,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().insertedId as string, img };
}

const dashboard = async () =>
  (await t.inject({ url: '/api/contacts/dashboard', headers: admin.headers })).json() as {
    _id: string;
  }[];

describe('POST /api/admin-contact', () => {
  it('adds a contact with one of our images; digits are converted and status-like fields ignored', async () => {
    const img = await uploadedImage();
    const res = await addContact({
      name: '  রক্তসেতু হেল্পলাইন ',
      number1: '০১৮১২৩৪৫৬৭৮',
      number2: '01912-345678',
      img,
      _id: uuid,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { insertedId } = res.json();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(insertedId).not.toBe(uuid);
    const [first] = await dashboard();
    expect(first).toEqual({
      _id: insertedId,
      name: 'রক্তসেতু হেল্পলাইন',
      number1: '01812345678',
      number2: '01912345678',
      img,
    });
  });

  it('accepts the image URL with our origin in front', async () => {
    const img = await uploadedImage();
    const { id } = await newContact({ img: `http://localhost:3000${img}` });
    expect((await dashboard()).find((c) => c._id === id)).toMatchObject({ img });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'ক'.repeat(61) }, 'name', 'Maximum length 60'],
    [{ number1: undefined }, 'number1', 'Number is required'],
    [{ number1: '0171111111' }, 'number1', 'Minimum length 11'],
    [{ number1: '017111111111' }, 'number1', 'Maximum length 11'],
    [{ number2: '0171' }, 'number2', 'Minimum length 11'],
    [{ img: '' }, 'img', 'Image is required'],
    [{ img: 'https://i.ibb.co/abc/photo.png' }, 'img', 'must be an image uploaded to this server'],
    [{ img: 'javascript:alert(1)' }, 'img', 'must be an image uploaded to this server'],
  ])('refuses %o with 400 naming %s', async (overrides, field, message) => {
    const res = await addContact({
      name: 'নাম',
      number1: '01711111111',
      img: `/api/images/${uuid}`,
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().issues).toContainEqual({ field, message });
  });

  it('refuses an image URL of ours that does not exist', async () => {
    const res = await addContact({
      name: 'নাম',
      number1: '01711111111',
      img: `/api/images/${uuid}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('img');
  });

  it('is for admins only', async () => {
    const body = { name: 'নাম', number1: '01711111111', img: await uploadedImage() };
    expect((await addContact(body, {})).statusCode).toBe(401);
    expect((await addContact(body, user.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/contacts (public) and /api/contacts/dashboard (admin)', () => {
  it('pages the public cards with pageCount, and shows the image from our origin', async () => {
    for (let i = 0; i < CONTACTS_PAGE_SIZE + 1; i++) await newContact({ name: `যোগাযোগ ${i}` });
    const first = await t.inject({ url: '/api/contacts' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.contacts).toHaveLength(CONTACTS_PAGE_SIZE);
    const total = (await dashboard()).length;
    expect(body.pageCount).toBe(Math.ceil(total / CONTACTS_PAGE_SIZE));
    expect(body.contacts[0].name).toBe(`যোগাযোগ ${CONTACTS_PAGE_SIZE}`);
    expect(Object.keys(body.contacts[0]).sort()).toEqual([
      '_id',
      'img',
      'name',
      'number1',
      'number2',
    ]);

    const image = await t.inject({ url: body.contacts[0].img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const second = await t.inject({ url: '/api/contacts?pageNumber=1' });
    expect(second.json().contacts.length).toBe(total - CONTACTS_PAGE_SIZE);
    expect(second.json().contacts[0]._id).not.toBe(body.contacts[0]._id);
  });

  it('refuses a bad page number with 400 naming it', async () => {
    const res = await t.inject({ url: '/api/contacts?pageNumber=-3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('pageNumber');
  });

  it('gives the dashboard array to admins only', async () => {
    expect((await t.inject({ url: '/api/contacts/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.inject({ url: '/api/contacts/dashboard', headers: user.headers })).statusCode,
    ).toBe(403);
    const res = await t.inject({ url: '/api/contacts/dashboard', headers: superAdmin.headers });
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('PATCH /api/contact/:id', () => {
  it('updates name and numbers and keeps the image', async () => {
    const { id, img } = await newContact();
    const res = await patch(`/api/contact/${id}`, admin.headers, {
      name: 'নতুন নাম',
      number1: '01722222222',
      number2: '০১৭৩৩৩৩৩৩৩৩',
      img: '/api/images/other',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await dashboard()).find((c) => c._id === id)).toEqual({
      _id: id,
      name: 'নতুন নাম',
      number1: '01722222222',
      number2: '01733333333',
      img,
    });
    const cleared = await patch(`/api/contact/${id}`, admin.headers, {
      name: 'নতুন নাম',
      number1: '01722222222',
      number2: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await dashboard()).find((c) => c._id === id)).toMatchObject({ number2: null });
  });

  it('refuses bad input with 400 naming the field, and an unknown contact with 404', async () => {
    const { id } = await newContact();
    const bad = await patch(`/api/contact/${id}`, admin.headers, { name: 'নাম', number1: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'number1' });
    const badId = await patch('/api/contact/not-an-id', admin.headers, {
      name: 'নাম',
      number1: '01711111111',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const unknown = await patch(`/api/contact/${uuid}`, admin.headers, {
      name: 'নাম',
      number1: '01711111111',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { id } = await newContact();
    const payload = { name: 'নাম', number1: '01711111111' };
    expect((await patch(`/api/contact/${id}`, {}, payload)).statusCode).toBe(401);
    expect((await patch(`/api/contact/${id}`, user.headers, payload)).statusCode).toBe(403);
  });
});

describe('DELETE /api/delete-contact/:id', () => {
  it('lets only a super admin delete, with the product message for an admin', async () => {
    const { id, img } = await newContact();
    const anonymous = await del(`/api/delete-contact/${id}`);
    expect(anonymous.statusCode).toBe(401);
    const byUser = await del(`/api/delete-contact/${id}`, user.headers);
    expect(byUser.statusCode).toBe(403);
    const byAdmin = await del(`/api/delete-contact/${id}`, admin.headers);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Super Admin Can Only Delete Contact');
    expect((await dashboard()).some((c) => c._id === id)).toBe(true);

    const bySuper = await del(`/api/delete-contact/${id}`, superAdmin.headers);
    expect(bySuper.json()).toEqual({ deletedCount: 1 });
    expect((await dashboard()).some((c) => c._id === id)).toBe(false);
    // Archived, its image is no longer served (the purge job removes both later).
    expect((await t.inject({ url: img })).statusCode).toBe(404);

    const again = await del(`/api/delete-contact/${id}`, superAdmin.headers);
    expect(again.json()).toEqual({ deletedCount: 0 });
    const badId = await del('/api/delete-contact/1', superAdmin.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });
});

describe('demo contacts', () => {
  it('are seeded once for the public page and removed (only they) with demo mode off', async () => {
    const own = await newContact();
    // The dashboard's grid reads the table as it is (the public list is cached for a moment).
    const publicNames = async () =>
      (
        (await t.inject({ url: '/api/contacts/dashboard', headers: admin.headers })).json() as {
          name: string;
        }[]
      ).map((c) => c.name);
    await contactDemo.seed(t.app);
    await contactDemo.seed(t.app);
    const demo = (await publicNames()).filter((name) => name.includes('(ডেমো)'));
    expect(demo.length).toBeGreaterThanOrEqual(3);
    expect(new Set(demo).size).toBe(demo.length);

    await contactDemo.remove(t.app);
    expect((await publicNames()).filter((name) => name.includes('(ডেমো)'))).toEqual([]);
    expect((await dashboard()).some((c) => c._id === own.id)).toBe(true);
  });
});
