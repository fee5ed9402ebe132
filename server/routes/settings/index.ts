import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT_DEFAULTS, ELIGIBILITY_DEFAULTS } from '../../../common/constants.ts';
import {
  COMMUNITY_NAME_DEFAULTS,
  settingsBody,
  settingsResponse,
} from '../../../common/schemas/donations.ts';
import { actorOf } from '../../domain/command.ts';
import { changeSettings } from '../../domain/settings.ts';
import { readAlertSettings, readCommunityName, readEligibility } from '../../data/settings.ts';
import { admin, superAdmin } from '../../policy.ts';

/** Installation settings; see server/policy.ts (admins read, super admins change). */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/api/settings',
    {
      schema: { response: { 200: settingsResponse } },
      config: {
        access: admin,
        operation: { id: 'getSettings', tag: 'settings', summary: 'The waits after a donation' },
      },
    },
    async () => ({
      eligibility: await readEligibility(db),
      defaults: { ...ELIGIBILITY_DEFAULTS },
      alerts: await readAlertSettings(db),
      alertDefaults: { ...ALERT_DEFAULTS, waveSeconds: app.config.ALERT_WAVE_SECONDS },
      community: await readCommunityName(db),
      communityDefaults: { ...COMMUNITY_NAME_DEFAULTS },
    }),
  );

  app.put(
    '/api/settings',
    {
      schema: { body: settingsBody, response: { 200: settingsResponse } },
      config: {
        access: superAdmin('Super Admin Can Only Change Settings'),
        audit: { command: 'settings', target: 'settings' },
        operation: {
          id: 'updateSettings',
          tag: 'settings',
          summary: 'Change the waits after a donation',
        },
      },
    },
    async (request) => {
      const { eligibility, alerts, community } = request.body;
      const saved = await changeSettings(db, actorOf(request), eligibility, alerts, community);
      return {
        eligibility: saved.eligibility,
        defaults: { ...ELIGIBILITY_DEFAULTS },
        alerts: saved.alerts,
        alertDefaults: { ...ALERT_DEFAULTS, waveSeconds: app.config.ALERT_WAVE_SECONDS },
        community: saved.community,
        communityDefaults: { ...COMMUNITY_NAME_DEFAULTS },
      };
    },
  );
}
