import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '../../../common/constants.ts';
import { deletedAnswer, modifiedAnswer } from '../../../common/schemas/answers.ts';
import {
  accessibilityBody,
  adminAnswer,
  adminsAnswer,
  emailParam,
  idParam,
  sessionAnswer,
  tokenAnswer,
  tokenBody,
  usersPage,
  userUpsertBody,
  usersQuery,
} from '../../../common/schemas/users.ts';
import { arrayOrPageQuery, pageCount } from '../../../common/schemas/pagination.ts';
import { MAX_PAGE_SIZE } from '../../../common/constants.ts';
import { fromNodeHeaders } from 'better-auth/node';
import { forbidden, notFound, unauthorized } from '../../http-errors.ts';
import {
  admin,
  anyone,
  identity,
  roleChangeDenied,
  signedIn,
  superAdmin,
  isAdminRole,
  isOwner,
} from '../../policy.ts';
import { presentUser } from './presenter.ts';
import { hasOwnerAddress, provedByProvider, provenOwnerId } from '../../auth/owner.ts';
import { touchSession } from '../../data/sessions.ts';
import { changeRole, deleteUser } from '../../domain/users.ts';
import { proveOwnerByProvider } from '../../domain/owner.ts';
import { findUserByEmail, findUserById, pageAdmins, pageUsers, setRole } from '../../data/users.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const ownerEmail = app.config.OWNER_EMAIL;
  const owner = () => provenOwnerId(db, ownerEmail);

  type IdentitySession = NonNullable<Awaited<ReturnType<typeof app.identity.api.getSession>>>;

  /**
   * A new access token for the identity session, with the caller's role read after the owner's
   * proof (which may make them super admin). The role is for the screens only: every call is still
   * checked against the role in the database.
   */
  async function issueToken(request: FastifyRequest, session: IdentitySession) {
    const user = await findUserById(db, session.user.id);
    if (!user) return null;
    const ownerId = await owner();
    let role = user.role as Role;
    if (
      ownerId === null &&
      hasOwnerAddress(user, ownerEmail) &&
      (await provedByProvider(db, user.id))
    ) {
      // A verified Google / OpenID sign-in proves the owner's address: whoever else was signed in goes.
      await proveOwnerByProvider(db, user, session.session.id);
      request.log.info('owner proven by a verified OpenID sign-in');
      role = ((await findUserById(db, user.id))?.role ?? role) as Role;
    } else if (isOwner(user, ownerId) && user.role !== 'superAdmin') {
      await setRole(db, user.id, 'superAdmin');
      role = 'superAdmin';
    }
    await touchSession(db, session.session.id, request.ip);
    const token = await app.accessTokens.issue(user, session.session.id);
    return { user, token, role, admin: isAdminRole(role) };
  }

  /**
   * Exchanges the identity session for the product's access token (the original app's call). The
   * answer also carries the role, so that a client needs no admin check after it.
   */
  app.put(
    '/api/user/:email',
    {
      schema: { params: emailParam, body: userUpsertBody, response: { 200: tokenAnswer } },
      config: {
        access: identity,
        audit: { skip: 'exchanges a session for an access token; changes nothing' },
        operation: {
          id: 'getAccessTokenFor',
          tag: 'sessions',
          summary: 'An access token for the signed-in email (original app)',
        },
      },
    },
    async (request) => {
      const session = await app.identity.api.getSession({
        headers: fromNodeHeaders(request.headers),
      });
      if (!session) throw unauthorized();
      const { email } = request.params;
      if (session.user.email.toLowerCase() !== email)
        throw forbidden('You can only sign in as yourself');
      const issued = await issueToken(request, session);
      if (!issued) throw unauthorized();
      return { token: issued.token, admin: issued.admin, role: issued.role };
    },
  );

  /**
   * The app's one call on load: who is signed in (from the identity session cookie), their role and
   * an access token, so that the first protected call needs nothing else. Without a session the
   * answer is `{ user: null }` (not a 401: every visitor of a public page makes this call).
   */
  app.put(
    '/api/token',
    {
      schema: { body: tokenBody, response: { 200: sessionAnswer } },
      config: {
        access: anyone,
        audit: { skip: 'exchanges a session for an access token; changes nothing' },
        operation: {
          id: 'getAccessToken',
          tag: 'sessions',
          summary: 'Who is signed in, their role and an access token',
        },
      },
    },
    async (request) => {
      const session = await app.identity.api.getSession({
        headers: fromNodeHeaders(request.headers),
      });
      if (!session) return { user: null };
      const issued = await issueToken(request, session);
      if (!issued) return { user: null };
      const { user } = issued;
      return {
        user: { email: user.email, name: user.name, image: user.image ?? null },
        token: issued.token,
        admin: issued.admin,
        role: issued.role,
      };
    },
  );

  /** The admin check: one's own role; admins may ask about anyone. */
  app.get(
    '/api/admin/:email',
    {
      schema: { params: emailParam, response: { 200: adminAnswer } },
      config: {
        access: signedIn,
        operation: {
          id: 'isAdmin',
          tag: 'users',
          summary: 'Is this signed-in email an admin (original app)',
        },
      },
    },
    async (request) => {
      const caller = request.caller!;
      const { email } = request.params;
      if (caller.email.toLowerCase() !== email && !isAdminRole(caller.role)) throw forbidden();
      const user = caller.email.toLowerCase() === email ? caller : await findUserByEmail(db, email);
      if (!user) throw notFound('No user with that email');
      return { admin: isAdminRole(user.role), role: user.role };
    },
  );

  app.get(
    '/api/users',
    {
      schema: { querystring: usersQuery, response: { 200: usersPage } },
      config: {
        access: admin,
        operation: { id: 'listUsers', tag: 'users', summary: 'Users, paged' },
      },
    },
    async (request) => {
      const query = request.query;
      const ownerId = await owner();
      const { rows, total } = await pageUsers(db, {
        limit: query.limit,
        page: query.pageNumber,
        search: query.userSearchData,
      });
      return {
        users: rows.map((u) => presentUser(u, ownerId)),
        pageCount: pageCount(total, query.limit),
        totalCount: total,
      };
    },
  );

  app.get(
    '/api/all-admin',
    {
      schema: { querystring: arrayOrPageQuery, response: { 200: adminsAnswer } },
      config: {
        access: admin,
        operation: { id: 'listAdmins', tag: 'users', summary: 'Admins and super admins, paged' },
      },
    },
    async (request) => {
      const { pageNumber, limit = MAX_PAGE_SIZE } = request.query;
      const ownerId = await owner();
      const { rows, total } = await pageAdmins(db, { limit, page: pageNumber ?? 0 });
      const admins = rows.map((u) => presentUser(u, ownerId));
      if (pageNumber === undefined) return admins;
      return { admins, totalCount: total, pageCount: pageCount(total, limit) };
    },
  );

  app.delete(
    '/api/deleteUser/:id',
    {
      schema: { params: idParam, response: { 200: deletedAnswer } },
      config: {
        access: admin,
        audit: { command: 'users', target: 'user' },
        operation: { id: 'deleteUser', tag: 'users', summary: 'Delete a user' },
      },
    },
    async (request) => ({
      deletedCount: await deleteUser(db, request.caller!, request.params.id, await owner()),
    }),
  );

  app.put(
    '/api/user/admin/:email',
    {
      schema: { params: emailParam, response: { 200: modifiedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Create Admin'),
        audit: { command: 'users', target: 'user' },
        operation: { id: 'makeAdmin', tag: 'users', summary: 'Make a user an admin' },
      },
    },
    async (request) => ({
      modifiedCount: await changeRole(
        db,
        request.caller!,
        request.params.email,
        'admin',
        await owner(),
        { onlyPromote: true },
      ),
    }),
  );

  app.patch(
    '/api/admin/accessibility/:email',
    {
      schema: { params: emailParam, body: accessibilityBody, response: { 200: modifiedAnswer } },
      config: {
        access: superAdmin(roleChangeDenied),
        audit: { command: 'users', target: 'user' },
        operation: { id: 'changeRole', tag: 'users', summary: 'Promote or demote an admin' },
      },
    },
    async (request) => {
      const { email } = request.params;
      return {
        modifiedCount: await changeRole(
          db,
          request.caller!,
          email,
          request.body.role,
          await owner(),
        ),
      };
    },
  );
}
