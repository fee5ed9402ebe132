import { expect } from 'vitest';
import { todayInBangladesh } from '../../common/dates.ts';
import type { callerRequests } from './requests.ts';

/**
 * Recurring patients for tests, made through the API as an admin would (docs/decisions/057): a
 * B+ child every 21 days at one hospital with the guardian's consent, changed by `over`.
 */
type Send = ReturnType<typeof callerRequests>;
type Caller = Parameters<Send>[0];

export const patientBody = (over: object = {}) => ({
  name: 'রহিম শিশু',
  bloodGroup: 'bPositive',
  guardianPhone: '01712345678',
  hospital: 'ঢাকা শিশু হাসপাতাল',
  intervalDays: 21,
  bagsPerSession: 1,
  nextSessionAt: todayInBangladesh(),
  consent: true,
  ...over,
});

/** Registers a patient (201) and answers their id. */
export async function registerPatient(send: Send, who: Caller, over: object = {}) {
  const res = await send(who, 'POST', '/api/patients', patientBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** Sets a patient's bridge to these donors (200). */
export async function putBridge(send: Send, who: Caller, id: string, donorIds: string[]) {
  const res = await send(who, 'PUT', `/api/patients/${id}/bridge`, { donorIds });
  expect(res.statusCode, res.body).toBe(200);
}
