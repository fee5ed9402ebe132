import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { bloodRequests, donors, sessions, unitMembers, units, users } from './db/schema.ts';
import { DEMO_ADMIN } from './demo.ts';
import { freshDatabase } from './test/database.ts';

const base = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
  PUBLIC_URL: 'http://localhost:3000',
};

const signInAsDemo = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });

describe('demo mode', async () => {
  const { database, drop } = await freshDatabase();
  afterAll(drop);

  it('creates the demo super admin once, shows its credential, and DEMO=false removes both', async () => {
    let demoToken = '';
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(loadConfig({ ...base, DEMO: 'true' }), database);
      const config = (await app.inject({ url: '/api/config' })).json();
      expect(config.demoCredential).toEqual({
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
      });
      expect(config.demo).toBe(true);
      const signIn = await signInAsDemo(app);
      expect(signIn.statusCode).toBe(200);
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      const put = await app.inject({
        method: 'PUT',
        url: `/api/user/${DEMO_ADMIN.email}`,
        headers: { cookie },
        payload: { email: DEMO_ADMIN.email },
      });
      demoToken = put.json().token;
      await app.close();
    }
    const demoRows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ADMIN.email));
    expect(demoRows).toHaveLength(1);
    expect(demoRows[0]!.role).toBe('superAdmin');

    const demoId = demoRows[0]!.id;
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, demoId)),
    ).toHaveLength(2);

    const production = await buildApp(loadConfig({ ...base, DEMO: 'false' }), database);
    const config = (await production.inject({ url: '/api/config' })).json();
    expect(config.demoCredential).toBeNull();
    expect(config.demo).toBe(false);
    expect((await signInAsDemo(production)).statusCode).toBe(401);
    expect(
      await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email)),
    ).toHaveLength(0);
    // Its sessions go with it: a token the demo admin still holds is refused.
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, demoId)),
    ).toHaveLength(0);
    const late = await production.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(late.statusCode).toBe(401);
    await production.close();
  });
});

describe('demo data in units', async () => {
  const { database, drop } = await freshDatabase();
  afterAll(drop);

  it('the demo donors and requests are in the only unit, and the demo super admin is its admin', async () => {
    const app = await buildApp(loadConfig({ ...base, DEMO: 'true' }), database);
    await app.close();
    const db = database.db;
    const live = await db.select({ id: units.id }).from(units).where(isNull(units.archivedAt));
    expect(live).toHaveLength(1);
    const unitId = live[0]!.id;
    const demoDonors = await db
      .select({ unitId: donors.unitId })
      .from(donors)
      .where(eq(donors.isDemo, true));
    expect(demoDonors.length).toBeGreaterThan(0);
    expect(new Set(demoDonors.map((row) => row.unitId))).toEqual(new Set([unitId]));
    const demoRequests = await db
      .select({ unitId: bloodRequests.unitId })
      .from(bloodRequests)
      .where(eq(bloodRequests.isDemo, true));
    expect(demoRequests.length).toBeGreaterThan(0);
    expect(new Set(demoRequests.map((row) => row.unitId))).toEqual(new Set([unitId]));
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    const memberships = await db
      .select({ unitId: unitMembers.unitId, role: unitMembers.role })
      .from(unitMembers)
      .where(eq(unitMembers.userId, admin!.id));
    expect(memberships).toEqual([{ unitId, role: 'admin' }]);

    // A second start changes nothing (no second membership, no second seed).
    const again = await buildApp(loadConfig({ ...base, DEMO: 'true' }), database);
    await again.close();
    expect(
      await db.select().from(unitMembers).where(eq(unitMembers.userId, admin!.id)),
    ).toHaveLength(1);
    expect(
      await db.select({ id: donors.id }).from(donors).where(eq(donors.isDemo, true)),
    ).toHaveLength(demoDonors.length);
  });
});

describe('where demo is on by default', () => {
  const demoFor = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env }).demo;

  it('only a local installation: the embedded database, reached on this machine', () => {
    expect(demoFor({})).toBe(true);
    expect(demoFor({ PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(demoFor({ PUBLIC_URL: 'http://127.0.0.1:8080/' })).toBe(true);
    expect(demoFor({ PUBLIC_URL: 'http://[::1]:3000' })).toBe(true);
  });

  it('off on a public address or on PostgreSQL, unless DEMO=true', () => {
    expect(demoFor({ PUBLIC_URL: 'https://roktosetu.example.org' })).toBe(false);
    expect(demoFor({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(demoFor({ PUBLIC_URL: 'http://localhost.example.org' })).toBe(false);
    expect(demoFor({ DATABASE_URL: 'postgres://u:p@db:5432/r' })).toBe(false);
    expect(
      demoFor({ DATABASE_URL: 'postgres://u:p@db:5432/r', PUBLIC_URL: 'http://localhost:3000' }),
    ).toBe(false);
    expect(demoFor({ PUBLIC_URL: 'https://roktosetu.example.org', DEMO: 'true' })).toBe(true);
    expect(demoFor({ DATABASE_URL: 'postgres://u:p@db:5432/r', DEMO: 'true' })).toBe(true);
    expect(demoFor({ DEMO: 'false' })).toBe(false);
  });
});
