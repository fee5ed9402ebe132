/** An email address: text, at sign, text, dot, text. Kept free of zod so the home page can use it cheaply. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Provide a valid email',
} as const;
