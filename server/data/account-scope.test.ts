import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, type TestUser } from '../test/auth.ts';
import { recordingDb, type SentQuery } from '../test/plan.ts';
import { addMember, makeUnit } from '../test/scope-fixtures.ts';
import { EVERYTHING, resolveScope } from './scope.ts';
import { accountAndScopeOfLiveSession, accountOfLiveSession } from './sessions.ts';

/**
 * A scoped route's access check reads the caller's account and scope in one statement
 * (accountAndScopeOfLiveSession): the same answer as the two reads it replaces, for every role,
 * in a single community and in a federation, and nothing for a session that ended.
 */
let t: TestApp;
let superAdmin: TestUser;
let unitAdmin: TestUser;
let zoneAdmin: TestUser;
let volunteer: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createUser(t, { role: 'superAdmin' });
  unitAdmin = await createUser(t, { role: 'admin' });
  zoneAdmin = await createUser(t, { role: 'admin' });
  volunteer = await createUser(t, { role: 'admin' });
  user = await createUser(t);
});
afterAll(() => t?.close());

/** What the two reads said before they were one. */
async function twoReads(caller: TestUser) {
  const account = await accountOfLiveSession(t.db, caller.id, caller.sessionId);
  return {
    user: account,
    scope: account ? await resolveScope(t.db, account) : undefined,
  };
}

const everyone = () => [superAdmin, unitAdmin, zoneAdmin, volunteer, user];

describe("a scoped route's caller and scope, read in one statement", () => {
  it('see everything in a single community, as the two reads did', async () => {
    for (const caller of everyone()) {
      const found = await accountAndScopeOfLiveSession(t.db, caller.id, caller.sessionId);
      expect(found).toEqual(await twoReads(caller));
      expect(found?.scope).toEqual(EVERYTHING);
      expect(found?.user.email).toBe(caller.email);
    }
  });

  it("give each member of a federation their own units, the zone's queue to its admin", async () => {
    const zone = await makeUnit(t.db, { bn: 'অঞ্চল', en: 'Zone' });
    const below = await makeUnit(t.db, { bn: 'শাখা', en: 'Unit' }, { id: zone, depth: 1 });
    const other = await makeUnit(t.db, { bn: 'অন্য', en: 'Other' });
    await addMember(t.db, zone, zoneAdmin.id);
    await addMember(t.db, below, unitAdmin.id);
    await addMember(t.db, other, volunteer.id, 'volunteer');

    const sent: SentQuery[] = [];
    const recorded = await recordingDb(t, sent);
    const scopes = new Map<TestUser, unknown>();
    for (const caller of everyone()) {
      const before = sent.length;
      const found = await accountAndScopeOfLiveSession(recorded, caller.id, caller.sessionId);
      expect(sent.length - before).toBe(1);
      expect(found).toEqual(await twoReads(caller));
      scopes.set(caller, found?.scope);
    }
    expect(scopes.get(superAdmin)).toEqual(EVERYTHING);
    expect(scopes.get(unitAdmin)).toEqual({ all: false, unitIds: [below], queue: false });
    expect(scopes.get(zoneAdmin)).toMatchObject({ all: false, queue: true });
    expect(new Set((scopes.get(zoneAdmin) as { unitIds: string[] }).unitIds)).toEqual(
      new Set([zone, below]),
    );
    expect(scopes.get(volunteer)).toEqual({ all: false, unitIds: [other], queue: false });
    expect(scopes.get(user)).toEqual({ all: false, unitIds: [], queue: false });
  });

  it('find nobody for another session, an ended one, or another user', async () => {
    expect(await accountAndScopeOfLiveSession(t.db, unitAdmin.id, zoneAdmin.sessionId)).toBe(
      undefined,
    );
    expect(await accountAndScopeOfLiveSession(t.db, 'no-such-user', unitAdmin.sessionId)).toBe(
      undefined,
    );
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, volunteer.sessionId));
    expect(await accountAndScopeOfLiveSession(t.db, volunteer.id, volunteer.sessionId)).toBe(
      undefined,
    );
    expect(await twoReads(volunteer)).toEqual({ user: undefined, scope: undefined });
  });
});
