import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ELIGIBILITY_DEFAULTS } from '../../../common/constants.ts';
import { settingsBody, settingsResponse } from '../../../common/schemas/donations.ts';
import { actorOf } from '../../domain/command.ts';
import { changeEligibility } from '../../domain/settings.ts';
import { readEligibility } from './repository.ts';

/** Installation settings; see server/policy.ts (admins read, super admins change). */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/settings', { schema: { response: { 200: settingsResponse } } }, async () => ({
    eligibility: await readEligibility(db),
    defaults: { ...ELIGIBILITY_DEFAULTS },
  }));

  app.put('/api/settings', { schema: { body: settingsBody, response: { 200: settingsResponse } } }, async (request) => {
    const { eligibility } = request.body;
    return {
      eligibility: await changeEligibility(db, actorOf(request), eligibility),
      defaults: { ...ELIGIBILITY_DEFAULTS },
    };
  });
}
