import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, anyone } from './policy.ts';
import { registerRouteFacts } from './route-facts.ts';

const operation = { id: 'doThing', tag: 'donors', summary: 'Do a thing' } as const;
const handler = async () => ({});

let app: FastifyInstance;
afterEach(async () => {
  await app.close().catch(() => undefined);
});
function bare() {
  app = Fastify();
  registerRouteFacts(app);
  return app;
}

describe('the facts every /api route declares', () => {
  it('stop the start when a route says nothing about who may call it', () => {
    expect(() => bare().get('/api/open', { config: { operation } }, handler)).toThrow(
      'No access rule for GET /api/open',
    );
  });

  it('stop the start when a changing route does not say how it is recorded', () => {
    expect(() =>
      bare().post('/api/not-recorded', { config: { access: admin, operation } }, handler),
    ).toThrow('No audit entry for POST /api/not-recorded');
  });

  it('stop the start when a documented route has no name in the API document', () => {
    expect(() => bare().get('/api/unnamed', { config: { access: admin } }, handler)).toThrow(
      'No operation for GET /api/unnamed',
    );
    // A route the document hides needs none.
    expect(() =>
      bare().get('/api/hidden', { schema: { hide: true }, config: { access: anyone } }, handler),
    ).not.toThrow();
  });

  it('are collected per method, with an audit entry only where a method changes something', async () => {
    bare().route({
      method: ['GET', 'POST'],
      url: '/api/both',
      config: { access: admin, audit: { skip: 'a test' }, operation },
      handler,
    });
    app.get('/elsewhere', handler); // not under /api: nothing to declare
    await app.ready();
    expect(app.apiRoutes).toEqual(['GET /api/both', 'POST /api/both']);
    expect(app.routeFacts.get('GET /api/both')).toEqual({ access: admin, operation });
    expect(app.routeFacts.get('POST /api/both')).toEqual({
      access: admin,
      audit: { skip: 'a test' },
      operation,
    });
  });

  it('keep `scoped`, and stop the start when a scoped route has no caller to scope by', async () => {
    expect(() =>
      bare().get(
        '/api/public-scoped',
        { config: { access: anyone, operation, scoped: true } },
        handler,
      ),
    ).toThrow('GET /api/public-scoped is scoped but has no caller to scope by');
    bare().get('/api/scoped', { config: { access: admin, operation, scoped: true } }, handler);
    await app.ready();
    expect(app.routeFacts.get('GET /api/scoped')).toEqual({
      access: admin,
      operation,
      scoped: true,
    });
  });

  it("give a library's routes the facts declared where it is registered", async () => {
    bare().declareLibraryRoutes('/api/lib', { access: anyone });
    await app.register(async (library) => {
      library.get('/api/lib', { schema: { hide: true } }, handler);
      library.get('/api/lib/file.js', { schema: { hide: true } }, handler);
    });
    expect(() => app.get('/api/library-not', { schema: { hide: true } }, handler)).toThrow(
      'No access rule',
    );
    await app.ready();
    expect(app.routeFacts.get('GET /api/lib/file.js')).toEqual({ access: anyone });
    expect((await app.inject({ url: '/api/lib' })).statusCode).toBe(200);
  });
});
