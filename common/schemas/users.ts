import { z } from 'zod';
import { emailField } from './email.ts';
import { pageFields, pageIndex, pageSize, searchText } from './pagination.ts';

export const emailParam = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be an email')),
});
export const idParam = z.object({
  id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
});

/** PUT /api/user/{email}: the client says who it is; the server only believes the session. */
export const userUpsertBody = z.object({
  email: emailField,
  /** Not used: the account's name comes from sign-up. The original app's client sends null here. */
  name: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
});

/** PUT /api/token: nothing to say; the identity session cookie says who it is. */
export const tokenBody = z.object({}).strict().optional();

export const usersQuery = z.object({
  limit: pageSize(10),
  pageNumber: pageIndex,
  userSearchData: searchText,
});

export const accessibilityBody = z.object({
  role: z.enum(['superAdmin', 'admin'], { error: 'must be superAdmin or admin' }),
});

export const userRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  image: z.string().nullable(),
  /** The proven owner (the account that proved it controls OWNER_EMAIL): never demoted or deleted. */
  isOwner: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

/** GET /api/all-admin: the bare array (original app), or with `pageNumber` a page. */
export const adminsAnswer = z.union([
  z.array(userRow),
  z.object({ admins: z.array(userRow), ...pageFields }),
]);

export const usersPage = z.object({
  users: z.array(userRow),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});

/**
 * PUT /api/user/{email}: the access token to send as `Authorization: Bearer …`, with the caller's
 * role (for the screens only: every call is checked against the role in the database).
 */
export const tokenAnswer = z.object({ token: z.string(), admin: z.boolean(), role: z.string() });

/** PUT /api/token: who is signed in, their role and a token; `{ user: null }` without a session. */
export const sessionAnswer = z.union([
  z.object({
    user: z.object({ email: z.string(), name: z.string(), image: z.string().nullable() }),
    token: z.string(),
    admin: z.boolean(),
    role: z.string(),
  }),
  z.object({ user: z.null() }),
]);

/** GET /api/admin/{email}. */
export const adminAnswer = z.object({ admin: z.boolean(), role: z.string() });
