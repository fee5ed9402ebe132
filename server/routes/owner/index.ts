import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerClaimAnswer, ownerClaimBody, ownerStatus } from '../../../common/schemas/owner.ts';
import { claimOwner } from '../../domain/owner.ts';
import { hasOwnerAddress, hasPassword, provenOwnerId } from '../../auth/owner.ts';
import { signedIn } from '../../policy.ts';

/**
 * The owner's proof by setup code, entered on the Profile page by the account that carries
 * OWNER_EMAIL (the other proof, a verified Google / OpenID sign-in, happens at token exchange).
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const ownerEmail = app.config.OWNER_EMAIL;

  app.get(
    '/api/owner',
    {
      schema: { response: { 200: ownerStatus } },
      config: {
        access: signedIn,
        operation: { id: 'getOwnerClaim', tag: 'owner', summary: 'May I prove I am the owner' },
      },
    },
    async (request) => {
      const caller = request.caller!;
      const ownerId = await provenOwnerId(db, ownerEmail);
      const canClaim = ownerId === null && hasOwnerAddress(caller, ownerEmail);
      return {
        canClaim,
        isOwner: ownerId === caller.id,
        needsNewPassword: canClaim && (await hasPassword(db, caller.id)),
      };
    },
  );

  app.post(
    '/api/owner/claim',
    // Few tries per client: the code is long enough that guessing is hopeless, and this keeps it so.
    {
      schema: { body: ownerClaimBody, response: { 200: ownerClaimAnswer } },
      config: {
        access: signedIn,
        audit: { command: 'owner', target: 'user' },
        operation: {
          id: 'claimOwner',
          tag: 'owner',
          summary: 'Prove I am the owner with the setup code',
          conflict: true,
        },
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const identity = await app.identity.$context;
      await claimOwner(db, request.caller!, ownerEmail, request.body, (plain) =>
        identity.password.hash(plain),
      );
      request.log.info('owner proven by setup code');
      return { role: 'superAdmin' as const, isOwner: true as const };
    },
  );
}
