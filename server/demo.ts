import type { FastifyInstance } from 'fastify';
import {
  deleteDemoAdmin,
  deleteSessionByToken,
  demoAdminRow,
  makeDemoAdminSuperAdmin,
} from './data/demo/admin.ts';
import { bloodRequestDemo } from './data/demo/blood-requests.ts';
import { contactDemo } from './data/demo/contacts.ts';
import { donorDemo } from './data/demo/donors.ts';
import { runCommand, SYSTEM_ACTOR } from './domain/command.ts';
import { joinOnlyUnit } from './domain/users.ts';

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
 * Demo on: the demo super admin exists (created once), is the admin of the only unit when there is
 * exactly one, and the sample data is there (in the unit its place goes to).
 * Demo off (DEMO=false, as in production): the demo account, its sessions (so its tokens stop
 * working) and every demo row are removed.
 */
export async function applyDemoMode(app: FastifyInstance) {
  const db = app.db;
  const existing = await demoAdminRow(db, DEMO_ADMIN.email);
  if (!app.config.demo) {
    if (existing) await deleteDemoAdmin(db, existing.id);
    for (const seeder of seeders) await seeder.remove(app);
    return;
  }
  if (!existing) {
    const created = await app.identity.api.signUpEmail({
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name },
    });
    // Sign-up also signs in; nobody holds that session, so it would only show as a stray device.
    if (created.token) await deleteSessionByToken(db, created.token);
    app.log.info(`demo super admin created: ${DEMO_ADMIN.email}`);
  }
  await makeDemoAdminSuperAdmin(db, DEMO_ADMIN.email);
  // Like any new admin, the demo super admin works in the only unit (docs/decisions/056-units.md).
  const admin = await demoAdminRow(db, DEMO_ADMIN.email);
  if (admin) await runCommand(db, SYSTEM_ACTOR, (tx, record) => joinOnlyUnit(tx, record, admin));
  for (const seeder of seeders) await seeder.seed(app);
}
