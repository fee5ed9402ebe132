import { z } from 'zod';
import { password } from './auth.ts';

/**
 * POST /api/owner/claim: the one-time owner setup code from the server log, and a new password
 * (required when the account has one: whoever signed up with the owner's address may know the old).
 */
export const ownerClaimBody = z.object({
  code: z.string().trim().min(1, 'Code is required').max(32, 'Must be at most 32 characters'),
  newPassword: password.optional(),
});

export type OwnerClaimBody = z.infer<typeof ownerClaimBody>;

/** GET /api/owner: what the Profile page needs to offer the owner code form. */
export const ownerStatus = z.object({
  /** The caller carries OWNER_EMAIL and nobody has proven it yet. */
  canClaim: z.boolean(),
  /** The caller is the proven owner. */
  isOwner: z.boolean(),
  /** The claim must set a new password. */
  needsNewPassword: z.boolean(),
});
export type OwnerStatus = z.infer<typeof ownerStatus>;

/** POST /api/owner/claim. */
export const ownerClaimAnswer = z.object({
  role: z.literal('superAdmin'),
  isOwner: z.literal(true),
});
