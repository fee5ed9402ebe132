import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { users } from './db/schema.ts';
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
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(loadConfig({ ...base, DEMO: 'true' }), database);
      const config = (await app.inject({ url: '/api/config' })).json();
      expect(config.demoCredential).toEqual({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      expect((await signInAsDemo(app)).statusCode).toBe(200);
      await app.close();
    }
    const demoRows = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(demoRows).toHaveLength(1);
    expect(demoRows[0]!.role).toBe('superAdmin');

    const production = await buildApp(loadConfig({ ...base, DEMO: 'false' }), database);
    expect((await production.inject({ url: '/api/config' })).json().demoCredential).toBeNull();
    expect((await signInAsDemo(production)).statusCode).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toHaveLength(0);
    await production.close();
  });
});
