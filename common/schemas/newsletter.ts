import { z } from 'zod';

/** Spec 5: text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(SIMPLE_EMAIL, 'Provide a valid email');

export const newsletterForm = z.object({ email: emailField });
export type NewsletterForm = z.infer<typeof newsletterForm>;
