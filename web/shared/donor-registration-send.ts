import { answer, publicApi, type Body } from '../foundation/api-client.ts';
import { idempotencyHeaders } from './idempotency-key.ts';

/** Sending a public donor registration: shared by its form and the offline outbox. */

export type DonorRegistrationInput = Body<'/api/donor-request', 'post'>;

/**
 * POST /api/donor-request (public): stored pending. With an `idempotencyKey` (the form's key for
 * this submission, which the offline outbox keeps with the item), sending it again registers once.
 */
export const sendDonorRegistration = (body: DonorRegistrationInput, idempotencyKey?: string) =>
  answer(publicApi.POST('/api/donor-request', { ...idempotencyHeaders(idempotencyKey), body }));
