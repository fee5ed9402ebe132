import type { BloodRequestState } from '../../../common/constants.ts';
import type { RequestProgress } from '../../../common/schemas/matching.ts';

/** What the request screens need to show a request's state. */
export interface RequestStateFacts extends Partial<RequestProgress> {
  status: string;
  blood_quantity: string;
}

/** The request's state; an answer without one (an older server) is read from its status. */
export function requestState(request: RequestStateFacts): BloodRequestState {
  if (request.state) return request.state;
  return request.status === 'done'
    ? 'done'
    : request.status === 'cancelled'
      ? 'cancelled'
      : 'incomplete';
}

/** A request still looking for donors or blood: incomplete or managed (not done, not cancelled). */
export const isOpen = (request: RequestStateFacts) => {
  const state = requestState(request);
  return state === 'incomplete' || state === 'managed';
};
