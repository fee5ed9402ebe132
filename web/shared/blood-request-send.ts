import { answer, publicApi, type Body } from '../foundation/api-client.ts';
import { currentLanguage } from '../i18n/language.ts';
import { idempotencyHeaders } from './idempotency-key.ts';

/** Sending a public blood request: shared by its form and the offline outbox, which sends it later. */

/** Where the patient is, as far as the requester chose (division → union ids). */
export interface RequestLocationIds {
  divisionId?: string;
  districtId?: string;
  upazilaId?: string;
  unionId?: string;
}

type RequestBody = Body<'/api/blood-request', 'post'>;

/** A blood request as the form hands it over: the place's ids as the selects hold them. */
export type BloodRequestInput = Omit<RequestBody, keyof RequestLocationIds> & RequestLocationIds;

const placeId = (id: string | undefined) => (id ? Number(id) : undefined);

/**
 * POST /api/blood-request (public): the server sets the status and the times itself. With an
 * `idempotencyKey` (the form's key for this submission, web/shared/idempotency-key.ts, which the
 * offline outbox keeps with the item), sending the same request again never makes a second one.
 */
export const sendBloodRequest = (
  { divisionId, districtId, upazilaId, unionId, ...rest }: BloodRequestInput,
  idempotencyKey?: string,
) =>
  answer(
    publicApi.POST('/api/blood-request', {
      ...idempotencyHeaders(idempotencyKey),
      body: {
        // The requester's SMS (status link, money warning) is written in the form's language.
        language: currentLanguage(),
        ...rest,
        divisionId: placeId(divisionId),
        districtId: placeId(districtId),
        upazilaId: placeId(upazilaId),
        unionId: placeId(unionId),
      },
    }),
  );
