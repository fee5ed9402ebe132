import { z } from 'zod';

/**
 * The identity service's calls a client needs (better-auth under /api/auth), as the API
 * documents them. The bodies are only checked for presence and type here (a missing field is the
 * usual 400 naming it); the identity service checks the rest and answers for itself, so the
 * answers are its own (passed through, not re-encoded). Other keys it knows (callbackURL,
 * rememberMe, ...) pass through.
 */
export const signInEmailBody = z.looseObject({
  email: z.string().describe("The account's email address."),
  password: z.string().describe("The account's password."),
  rememberMe: z.boolean().optional().describe('false: the session ends with the browser.'),
});

export const signUpEmailBody = z.looseObject({
  name: z.string().describe("The person's name."),
  email: z.string().describe('An email address not yet registered.'),
  password: z.string().describe('6 to 128 characters.'),
});

/** The account as the identity service shows it. */
export const identityUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.string().optional(),
});

export const signInEmailAnswer = z.looseObject({
  redirect: z.boolean(),
  /** The session token (also set as the session cookie). */
  token: z.string(),
  url: z.string().optional(),
  user: identityUser,
});

export const signUpEmailAnswer = z.looseObject({
  /** The session token (also set as the session cookie): sign-up signs in. */
  token: z.string().nullable(),
  user: identityUser,
});

export const signOutAnswer = z.looseObject({ success: z.boolean() });

/** The identity session behind the cookie, or null without one. */
export const sessionAnswer = z
  .looseObject({
    session: z.looseObject({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    user: identityUser,
  })
  .nullable();
