import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions, users } from './db/schema.ts';
import { bloodRequestDemo } from './data/demo/blood-requests.ts';
import { contactDemo } from './data/demo/contacts.ts';
import { donorDemo } from './data/demo/donors.ts';

/** The demo super admin of the embedded default (demo mode, on by default for the embedded database). Shown on the login page. */
export const DEMO_ADMIN = {
  email: 'demo-admin@roktosetu.test',
  password: 'demo-admin-1234',
  name: 'ডেমো অ্যাডমিন (Demo)',
} as const;

/** Sample data of one resource: `seed` adds rows marked is_demo (once), `remove` deletes them. */
export interface DemoSeeder {
  seed: (app: FastifyInstance) => Promise<void>;
  remove: (app: FastifyInstance) => Promise<void>;
}

/** Every resource's demo data, in the order it is seeded. */
const seeders: DemoSeeder[] = [donorDemo, bloodRequestDemo, contactDemo];

/**
 * Demo on: the demo super admin exists (created once) and the sample data is there.
 * Demo off (DEMO=false, as in production): the demo account, its sessions (so its tokens stop
 * working) and every demo row are removed.
 */
export async function applyDemoMode(app: FastifyInstance) {
  const db = app.db;
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (!app.config.demo) {
    if (existing) await db.delete(users).where(eq(users.id, existing.id));
    for (const seeder of seeders) await seeder.remove(app);
    return;
  }
  if (!existing) {
    const created = await app.identity.api.signUpEmail({
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name },
    });
    // Sign-up also signs in; nobody holds that session, so it would only show as a stray device.
    if (created.token) await db.delete(sessions).where(eq(sessions.token, created.token));
    app.log.info(`demo super admin created: ${DEMO_ADMIN.email}`);
  }
  await db.update(users).set({ role: 'superAdmin' }).where(eq(users.email, DEMO_ADMIN.email));
  for (const seeder of seeders) await seeder.seed(app);
}
