import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedAnswer, insertedAnswer, successAnswer } from '../../../common/schemas/answers.ts';
import {
  CONTACTS_DASHBOARD_MAX,
  CONTACTS_PAGE_SIZE,
  contactBody,
  contactsDashboardAnswer,
  contactsPage,
  contactsQuery,
  contactUpdateBody,
  uuidParam,
} from '../../../common/schemas/contacts.ts';
import { arrayOrPageQuery, pageCount } from '../../../common/schemas/pagination.ts';
import { MAX_PAGE_SIZE } from '../../../common/constants.ts';
import { actorOf } from '../../domain/command.ts';
import { archiveContact, createContact, updateContact } from '../../domain/contacts.ts';
import { imageRoutes } from './images.ts';
import { presentContact } from './presenter.ts';
import { pageContacts } from '../../data/contacts.ts';
import { admin, anyone, superAdmin } from '../../policy.ts';

/** Emergency contact cards: public reads, admin writes, super-admin deletes; see server/policy.ts. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  await app.register(imageRoutes);

  // The public contact cards: answered from the public cache, cleared by every contact change.
  app.get(
    '/api/contacts',
    {
      schema: { querystring: contactsQuery, response: { 200: contactsPage } },
      config: {
        access: anyone,
        operation: {
          id: 'listContacts',
          tag: 'contacts',
          summary: 'Emergency contacts (public cards)',
        },
      },
    },
    async (request, reply) => {
      const { pageNumber } = request.query;
      reply.header('cache-control', 'public, no-cache');
      return app.publicCache.send(request, reply, 'contacts', `page:${pageNumber}`, async () => {
        const { rows, total } = await pageContacts(db, {
          limit: CONTACTS_PAGE_SIZE,
          page: pageNumber,
        });
        return {
          contacts: rows.map(presentContact),
          pageCount: pageCount(total, CONTACTS_PAGE_SIZE),
        };
      });
    },
  );

  app.get(
    '/api/contacts/dashboard',
    {
      schema: { querystring: arrayOrPageQuery, response: { 200: contactsDashboardAnswer } },
      config: {
        access: admin,
        operation: {
          id: 'listContactsForAdmins',
          tag: 'contacts',
          summary: 'Emergency contacts, paged (dashboard)',
        },
      },
    },
    async (request) => {
      const { pageNumber } = request.query;
      // The bare array keeps the grid's old bound; a page is at most MAX_PAGE_SIZE (the query's limit).
      const limit =
        request.query.limit ?? (pageNumber === undefined ? CONTACTS_DASHBOARD_MAX : MAX_PAGE_SIZE);
      const { rows, total } = await pageContacts(db, { limit, page: pageNumber ?? 0 });
      const contacts = rows.map(presentContact);
      if (pageNumber === undefined) return contacts;
      return { contacts, totalCount: total, pageCount: pageCount(total, limit) };
    },
  );

  app.post(
    '/api/admin-contact',
    {
      schema: { body: contactBody, response: { 200: insertedAnswer } },
      config: {
        access: admin,
        audit: { command: 'contacts', target: 'contact' },
        operation: { id: 'addContact', tag: 'contacts', summary: 'Add an emergency contact' },
      },
    },
    async (request) => {
      return { insertedId: await createContact(db, actorOf(request), request.body) };
    },
  );

  app.patch(
    '/api/contact/:id',
    {
      schema: { params: uuidParam, body: contactUpdateBody, response: { 200: successAnswer } },
      config: {
        access: admin,
        audit: { command: 'contacts', target: 'contact' },
        operation: { id: 'editContact', tag: 'contacts', summary: 'Edit an emergency contact' },
      },
    },
    async (request) => {
      const { id } = request.params;
      return {
        success: true as const,
        modifiedCount: await updateContact(db, actorOf(request), id, request.body),
      };
    },
  );

  app.delete(
    '/api/delete-contact/:id',
    {
      schema: { params: uuidParam, response: { 200: deletedAnswer } },
      config: {
        access: superAdmin('Super Admin Can Only Delete Contact'),
        audit: { command: 'contacts', target: 'contact' },
        operation: {
          id: 'deleteContact',
          tag: 'contacts',
          summary: 'Delete (archive) an emergency contact',
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { deletedCount: await archiveContact(db, actorOf(request), id, new Date()) };
    },
  );
}
