import type { BloodGroup, FamilyAnswer } from '../../common/constants.ts';
import {
  bagsNeeded,
  requestState,
  type BloodRequestRow,
  type BloodRequestStatus,
} from '../../common/schemas/blood-requests.ts';
import type { RequestProgress } from '../../common/schemas/matching.ts';
import { presentOptionalPlace } from './geo-presenter.ts';
import type { BloodRequestRecord } from '../data/blood-requests.ts';

/** The API's established field names; the patient's phones are for the admins who read them. */
/** Bags needed, pledged and given, and the state they make (counts come from the rows, in SQL). */
export function presentProgress(record: {
  request: { status: string; quantity: string };
  pledgedCount: number;
  openPledges: number;
  givenCount: number;
}): RequestProgress {
  const needed = bagsNeeded(record.request.quantity);
  return {
    state: requestState(record.request.status, {
      bagsNeeded: needed,
      openPledges: record.openPledges,
      givenCount: record.givenCount,
    }),
    bagsNeeded: needed,
    pledgedCount: record.pledgedCount,
    givenCount: record.givenCount,
  };
}

export const presentBloodRequest = ({
  request: r,
  ...place
}: BloodRequestRecord): BloodRequestRow => ({
  _id: r.id,
  patient_name: r.patientName,
  requested_bloodGroup: r.bloodGroup as BloodGroup,
  date: r.neededAt.toISOString(),
  blood_quantity: r.quantity,
  hemoglobin: r.hemoglobin,
  patient_problem: r.problem,
  donation_place: r.place,
  number1: r.phone1,
  number2: r.phone2,
  status: r.status as BloodRequestStatus,
  // The API calls the completion time submissionTime; for donors the same name means created.
  submissionTime: r.completedAt ? r.completedAt.toISOString() : null,
  ...presentOptionalPlace(r, place),
  cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
  cancelReason: r.cancelReason,
  unitId: r.unitId,
  ...presentProgress({ request: r, ...place }),
});

/** The family's answer on their status page, for the volunteer's screen (decisions/063). */
export function familyAnswerOf(request: {
  familyAnswer: string | null;
  familyAnsweredAt: Date | null;
}): { answer: FamilyAnswer; at: string } | null {
  if (!request.familyAnswer || !request.familyAnsweredAt) return null;
  return {
    answer: request.familyAnswer as FamilyAnswer,
    at: request.familyAnsweredAt.toISOString(),
  };
}
