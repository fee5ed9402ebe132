import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DemoSeeder } from '../../demo.ts';
import { contacts, meta } from '../../db/schema.ts';

/** The seed marker; its value is the ids of the sample contacts, so that demo off removes exactly those. */
const SEEDED = 'demo-seeded:contacts';

/** Sample contacts, clearly marked: '(ডেমো)' in the name and numbers no operator issues (010...). */
const SAMPLES: (typeof contacts.$inferInsert)[] = [
  { name: 'রক্তসেতু হেল্পলাইন (ডেমো)', phone1: '01000000101', phone2: '01000000102' },
  { name: 'নাসরিন আক্তার (ডেমো)', phone1: '01000000103' },
  { name: 'মোঃ সাইফুল ইসলাম (ডেমো)', phone1: '01000000104' },
  { name: 'Tanvir Rahman (ডেমো)', phone1: '01000000105', phone2: '01000000106' },
];

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
      const rows = await tx.insert(contacts).values(SAMPLES).returning({ id: contacts.id });
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
    if (ids.length) await app.db.delete(contacts).where(inArray(contacts.id, ids));
    await app.db.delete(meta).where(eq(meta.key, SEEDED));
  },
};
