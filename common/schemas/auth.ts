import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { emailField } from './email.ts';

/** Login and sign-up forms. */
export const password = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Must be ${PASSWORD_MIN_LENGTH} characters or longer`)
  .max(128, 'Must be at most 128 characters');

export const loginForm = z.object({ email: emailField, password });
export const signUpForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Must be at most 100 characters'),
  email: emailField,
  password,
});

export type LoginForm = z.infer<typeof loginForm>;
export type SignUpForm = z.infer<typeof signUpForm>;
