import { z } from 'zod';
import { EMAIL_MESSAGES, SIMPLE_EMAIL } from '../email.ts';

export const emailField = z
  .string()
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .regex(SIMPLE_EMAIL, EMAIL_MESSAGES.invalid);
