import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS_BY_ROUTE } from './audit-actions.ts';
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
});
