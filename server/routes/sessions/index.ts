import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedAnswer } from '../../../common/schemas/answers.ts';
import { deviceRow, sessionIdParam } from '../../../common/schemas/sessions.ts';
import { signOutEverywhereElse, signOutSession } from '../../domain/sessions.ts';
import { presentDevice } from './presenter.ts';
import { listSessions } from '../../data/sessions.ts';
import { signedIn } from '../../policy.ts';

/**
 * The caller's own signed-in devices: list them, sign one out, or sign out everywhere else. Ending
 * a session deletes its identity-session row, which refuses its access tokens on the next request.
 */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/sessions',
    {
      schema: { response: { 200: z.array(deviceRow) } },
      config: {
        access: signedIn,
        operation: { id: 'listSessions', tag: 'sessions', summary: 'My signed-in devices' },
      },
    },
    async (request) => {
      const caller = request.caller!;
      return (await listSessions(db, caller.id)).map((s) => presentDevice(s, caller.sessionId));
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      schema: { params: sessionIdParam, response: { 200: deletedAnswer } },
      config: {
        access: signedIn,
        audit: { command: 'sessions', target: 'session' },
        operation: { id: 'signOutSession', tag: 'sessions', summary: 'Sign out one of my devices' },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { deletedCount: await signOutSession(db, request.caller!, id) };
    },
  );

  app.delete(
    '/api/sessions',
    {
      schema: { response: { 200: deletedAnswer } },
      config: {
        access: signedIn,
        audit: { command: 'sessions', target: 'session' },
        operation: {
          id: 'signOutOtherSessions',
          tag: 'sessions',
          summary: 'Sign out every other device',
        },
      },
    },
    async (request) => {
      const caller = request.caller!;
      return { deletedCount: await signOutEverywhereElse(db, caller, caller.sessionId) };
    },
  );
}
