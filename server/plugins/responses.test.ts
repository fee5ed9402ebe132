import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { topDonor } from '../../common/schemas/donors.ts';
import { notFound } from '../http-errors.ts';
import { registerErrorHandling } from './errors.ts';
import { registerResponseSchemas } from './responses.ts';

/**
 * Every answer is checked against its route's response schema before it is sent: a key the
 * schema does not name is dropped, a wrong shape is a 500, a status the route did not declare
 * cannot carry a body, and a route without a schema (and no declared reason) stops the start.
 * A bare Fastify with the two plugins, so that the handlers can misbehave on purpose.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function bare() {
  const instance = Fastify({ logger: false });
  registerErrorHandling(instance);
  registerResponseSchemas(instance);
  app = instance;
  return instance.withTypeProvider<ZodTypeProvider>();
}

const leaderBoard = { response: { 200: z.array(topDonor) } };

describe('answers checked against their schemas', () => {
  it('drops a key the schema does not name: a phone added by mistake does not leave', async () => {
    const server = bare();
    server.get('/api/top-donor', { schema: leaderBoard }, async () => {
      const row = {
        name: 'রহিম',
        bloodGroup: 'oPositive' as const,
        donationCount: 3,
        number1: '01711000000',
        village: 'উত্তরপাড়া',
      };
      return [row];
    });
    const res = await server.inject({ url: '/api/top-donor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'রহিম', bloodGroup: 'oPositive', donationCount: 3 }]);
    expect(res.body).not.toContain('01711000000');
  });

  it('answers 500 with the error shape when a field has the wrong type or is missing', async () => {
    const server = bare();
    server.get(
      '/api/top-donor',
      { schema: leaderBoard },
      async () => [{ name: 'রহিম', bloodGroup: 'oPositive', donationCount: 'three' }] as never,
    );
    server.get(
      '/api/missing',
      { schema: leaderBoard },
      async () => [{ name: 'রহিম', bloodGroup: 'oPositive' }] as never,
    );
    for (const url of ['/api/top-donor', '/api/missing']) {
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toMatchObject({ statusCode: 500, code: ERROR_CODES.INTERNAL });
      expect(res.body).not.toContain('রহিম');
    }
  });

  it('answers 500 for a body sent with a status the route did not declare', async () => {
    const server = bare();
    server.post(
      '/api/thing',
      { schema: { response: { 201: z.object({ insertedId: z.string() }) } } },
      async (_request, reply) => reply.status(200 as 201).send({ insertedId: 'x' }),
    );
    const res = await server.inject({ method: 'POST', url: '/api/thing' });
    expect(res.statusCode).toBe(500);
  });

  it('sends errors in the one error shape, whatever the route declared', async () => {
    const server = bare();
    server.get(
      '/api/thing/:id',
      {
        schema: {
          params: z.object({ id: z.uuid('must be an id') }),
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async () => {
        throw notFound('No thing with that id');
      },
    );
    const bad = await server.inject({ url: '/api/thing/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: ERROR_CODES.VALIDATION,
      field: 'id',
      issues: [{ field: 'id', message: 'must be an id' }],
    });
    const missing = await server.inject({ url: '/api/thing/5b1f3a52-3c55-4a36-9b6e-3f0d1f4f4c11' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: ERROR_CODES.NOT_FOUND,
      message: 'No thing with that id',
    });
  });

  it('stops the start for an /api route without a response schema or a reason to go without', async () => {
    const server = bare();
    expect(() => server.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /No response schema for GET \/api\/forgotten/,
    );
  });

  it('lets a route that sends a file say so, and records why', async () => {
    const server = bare();
    server.get('/api/file', { config: { rawAnswer: 'a file' } }, async (_request, reply) =>
      reply.type('text/csv').send('a,b\n'),
    );
    const res = await server.inject({ url: '/api/file' });
    expect(res.body).toBe('a,b\n');
    expect(server.apiAnswers.get('GET /api/file')).toEqual({ exempt: 'a file' });
  });
});
