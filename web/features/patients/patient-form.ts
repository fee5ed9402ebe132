import { z } from 'zod';
import { patientCreateBody, type PatientCreateBody } from '../../../common/schemas/patients.ts';

/** The new-patient form as typed: text inputs and the consent box. */
export interface PatientFormValues {
  name: string;
  bloodGroup: string;
  guardianPhone: string;
  hospital: string;
  intervalDays: string;
  bagsPerSession: string;
  nextSessionAt: string;
  notes: string;
  consent: boolean;
  /** '' when the installation has one unit (the server chooses it). */
  unitId: string;
}

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  name: '',
  bloodGroup: '',
  guardianPhone: '',
  hospital: '',
  intervalDays: '21',
  bagsPerSession: '1',
  nextSessionAt: '',
  notes: '',
  consent: false,
  unitId: '',
};

/** The inputs turned into the body the server takes (numbers from text; the same schema checks it). */
const formShape = z.object({
  name: z.string(),
  bloodGroup: z.string(),
  guardianPhone: z.string(),
  hospital: z.string(),
  intervalDays: z.string().transform((v) => (v.trim() === '' ? Number.NaN : Number(v))),
  bagsPerSession: z.string().transform((v) => (v.trim() === '' ? Number.NaN : Number(v))),
  nextSessionAt: z.string(),
  notes: z.string(),
  consent: z.boolean(),
});

export const patientForm = formShape
  // The phone field's schema takes any input (it reads numbers too); the form gives it text.
  .pipe(patientCreateBody as unknown as z.ZodType<PatientCreateBody, z.output<typeof formShape>>);
