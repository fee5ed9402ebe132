import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DemoSeeder } from '../../demo.ts';
import sharp from 'sharp';
import { contacts, images, meta } from '../../db/schema.ts';

/** The seed marker; its value is the ids of the sample contacts, so that demo off removes exactly those. */
const SEEDED = 'demo-seeded:contacts';

/**
 * Sample contacts, clearly marked: '(ডেমো)' in the name and numbers no operator issues (010...),
 * each with a small picture of its own colour (a client of the original app needs a picture).
 */
const SAMPLES: (typeof contacts.$inferInsert & { colour: string })[] = [
  {
    name: 'রক্তসেতু হেল্পলাইন (ডেমো)',
    phone1: '01000000101',
    phone2: '01000000102',
    colour: '#fe3c47',
  },
  { name: 'নাসরিন আক্তার (ডেমো)', phone1: '01000000103', colour: '#3c7dfe' },
  { name: 'মোঃ সাইফুল ইসলাম (ডেমো)', phone1: '01000000104', colour: '#2fa86b' },
  {
    name: 'Tanvir Rahman (ডেমো)',
    phone1: '01000000105',
    phone2: '01000000106',
    colour: '#f0a020',
  },
];

/** A small square picture of one colour, as a PNG. */
const square = (background: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .png()
    .toBuffer();

/** Sample emergency contacts for the public contact page in demo mode, seeded once. */
export const contactDemo: DemoSeeder = {
  seed: async (app: FastifyInstance) => {
    await app.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(meta)
        .values({ key: SEEDED, value: '[]' })
        .onConflictDoNothing()
        .returning({ key: meta.key });
      if (!claimed.length) return;
      const rows: { id: string }[] = [];
      for (const { colour, ...sample } of SAMPLES) {
        const [image] = await tx
          .insert(images)
          .values({ contentType: 'image/png', bytes: await square(colour) })
          .returning({ id: images.id });
        const [row] = await tx
          .insert(contacts)
          .values({ ...sample, imageId: image!.id })
          .returning({ id: contacts.id });
        rows.push(row!);
      }
      await tx
        .update(meta)
        .set({ value: JSON.stringify(rows.map((row) => row.id)) })
        .where(eq(meta.key, SEEDED));
    });
  },
  remove: async (app: FastifyInstance) => {
    const [marker] = await app.db.select().from(meta).where(eq(meta.key, SEEDED));
    if (!marker) return;
    const ids = JSON.parse(marker.value) as string[];
    if (ids.length) {
      const pictures = await app.db
        .delete(contacts)
        .where(inArray(contacts.id, ids))
        .returning({ imageId: contacts.imageId });
      const imageIds = pictures.flatMap((p) => (p.imageId ? [p.imageId] : []));
      if (imageIds.length) await app.db.delete(images).where(inArray(images.id, imageIds));
    }
    await app.db.delete(meta).where(eq(meta.key, SEEDED));
  },
};
