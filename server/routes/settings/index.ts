import type { FastifyInstance } from 'fastify';
import { ELIGIBILITY_DEFAULTS } from '../../../common/constants.ts';
import { settingsBody, type SettingsBody, type SettingsResponse } from '../../../common/schemas/donations.ts';
import { readEligibility, saveEligibility } from './repository.ts';

/** Installation settings; see server/policy.ts (admins read, super admins change). */
export async function settingsRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get('/api/settings', async (): Promise<SettingsResponse> => ({
    eligibility: await readEligibility(db),
    defaults: { ...ELIGIBILITY_DEFAULTS },
  }));

  app.put('/api/settings', { schema: { body: settingsBody } }, async (request): Promise<SettingsResponse> => {
    const { eligibility } = request.body as SettingsBody;
    return {
      eligibility: await saveEligibility(db, eligibility, request.caller?.id ?? null),
      defaults: { ...ELIGIBILITY_DEFAULTS },
    };
  });
}
