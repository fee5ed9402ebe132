import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * How changes are recorded, as the routes declare it (`config.audit` beside each handler,
 * collected in app.routeFacts). A route without its entry stops the server at start
 * (server/route-facts.test.ts); these check what the entries say.
 */
describe('the audit entries the routes declare', () => {
  it('every changing /api route has one, and no GET route has one', () => {
    const changing = t.app.apiRoutes.filter((route) => !route.startsWith('GET '));
    expect(changing.length).toBeGreaterThan(50);
    expect(changing.filter((route) => !t.app.routeFacts.get(route)?.audit)).toEqual([]);
    const reads = t.app.apiRoutes.filter((route) => route.startsWith('GET '));
    expect(reads.filter((route) => t.app.routeFacts.get(route)?.audit)).toEqual([]);
  });

  it('names a domain command that exists (server/domain/<command>.ts)', () => {
    const commands = new Set<string>();
    for (const facts of t.app.routeFacts.values()) {
      if (facts.audit && 'command' in facts.audit) commands.add(facts.audit.command);
    }
    expect(commands.size).toBeGreaterThan(10);
    const missing = [...commands].filter(
      (command) => !existsSync(new URL(`./domain/${command}.ts`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });

  it('records the identity service through its own routes only', () => {
    const identity = [...t.app.routeFacts]
      .filter(([, facts]) => facts.audit && 'identity' in facts.audit)
      .map(([route]) => route);
    expect(identity.length).toBeGreaterThan(0);
    expect(identity.filter((route) => !route.startsWith('POST /api/auth/'))).toEqual([]);
  });
});
