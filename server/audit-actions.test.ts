import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS_BY_ROUTE, changesOf } from './audit-actions.ts';
import { startTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the audit table', () => {
  it('has an entry for every changing /api route the server has, and none for a route it lacks', () => {
    const changing = t.app.apiRoutes.filter((route) => !route.startsWith('GET ')).sort();
    expect(Object.keys(AUDIT_ACTIONS_BY_ROUTE).sort()).toEqual(changing);
  });

  it('keeps the validated body but never a password, token, secret or bytes, at any depth', () => {
    expect(
      changesOf({
        name: 'রহিম',
        password: 'hunter2-hunter2',
        newPassword: 'x',
        token: 't',
        nested: { refreshToken: 'r', role: 'admin', bytes: Buffer.from([1]) },
        photo: new Uint8Array([1, 2]),
        skipped: undefined,
      }),
    ).toEqual({ name: 'রহিম', nested: { role: 'admin' } });
    expect(changesOf(undefined)).toBeNull();
    expect(changesOf(Buffer.from('x'))).toBeNull();
    expect(changesOf({ password: 'only' })).toBeNull();
  });
});
