import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { multipart } from '../../test/requests.ts';
import { sniffImage } from './image-processing.ts';

let t: TestApp;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  user = await loginAs(t, 'user');
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

async function upload(
  bytes: Uint8Array,
  filename: string,
  type: string,
  headers: object = admin.headers,
) {
  const body = await multipart(bytes, filename, type);
  return t.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 254, g: 60, b: 71 } } });

/** Noise does not compress: a big picture whose encoded size is easy to steer. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const GPS_EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', ImageDescription: 'home of the donor' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '23/1 48/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '90/1 24/1 0/1',
  },
};

async function fetchImage(url: string) {
  return t.inject({ url });
}

describe('POST /api/uploads/image', () => {
  it('stores a PNG and serves it from our origin with a long immutable cache', async () => {
    const png = await picture().png().toBuffer();
    const res = await upload(png, 'photo.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/) },
    });

    const image = await fetchImage(answer.data.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('stores a JPEG, shrinking a large one to at most 800 px a side', async () => {
    const jpeg = await picture(1600, 1200).jpeg().toBuffer();
    const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const image = await fetchImage(res.json().data.url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 600,
    });
  });

  it('drops EXIF metadata such as the GPS position', async () => {
    const jpeg = await picture().withExif(GPS_EXIF).jpeg().toBuffer();
    // The fixture really carries the position.
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('Tracker 3000');
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the fixture's EXIF.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(jpeg, 'with-gps.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await fetchImage(res.json().data.url)).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('Tracker 3000'))).toBe(false);
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(stored.includes(Buffer.from('home of the donor'))).toBe(false);
  });

  it('refuses a GIF renamed to .png and declared as image/png (checked by content)', async () => {
    const gif = await picture().gif().toBuffer();
    expect(gif.subarray(0, 3).toString('latin1')).toBe('GIF');
    const res = await upload(gif, 'innocent.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'image', message: 'Only JPEG or PNG images' });
  });

  it('refuses a 1,000,001-byte image and accepts one of exactly 1,000,000 bytes', async () => {
    const big = await noise(570, 570).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeLessThan(1_000_000);
    // PNG decoders ignore bytes after the end chunk: pad the file to the exact size.
    const padTo = (size: number) => Buffer.concat([big, Buffer.alloc(size - big.length)]);

    const tooBig = await upload(padTo(1_000_001), 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ field: 'image', message: 'Maximum file size: 1 MB' });

    const justRight = await upload(padTo(1_000_000), 'big.png', 'image/png');
    expect(justRight.statusCode, justRight.body).toBe(200);
  });

  it('answers 413 for a body far over the limit', async () => {
    const res = await upload(Buffer.alloc(3_000_000, 0xff), 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
  });

  it('refuses bytes that only look like an image, a missing field and a JSON body', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'),
    ]);
    const broken = await upload(fake, 'x.jpg', 'image/jpeg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ field: 'image', message: 'The image could not be read' });

    const other = await multipart(await picture().png().toBuffer(), 'a.png', 'image/png', 'photo');
    const wrongField = await t.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: { ...admin.headers, ...other.headers },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ field: 'image', message: 'Image is required' });

    const json = await t.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: admin.headers,
      payload: {},
    });
    // JSON to an upload: the call exists, but takes no body of that type.
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('is for admins only', async () => {
    const png = await picture().png().toBuffer();
    expect((await upload(png, 'a.png', 'image/png', {})).statusCode).toBe(401);
    expect(
      (await upload(png, 'a.png', 'image/png', { authorization: 'Bearer forged' })).statusCode,
    ).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', user.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/images/:id', () => {
  it('answers 404 for an unknown image and 400 naming the id for a bad one', async () => {
    expect((await fetchImage('/api/images/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const bad = await fetchImage('/api/images/..%2Fetc%2Fpasswd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('sniffImage', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
