import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CONTACTS_DASHBOARD_MAX,
  CONTACTS_PAGE_SIZE,
  contactBody,
  contactsQuery,
  contactUpdateBody,
  imageIdOf,
  uuidParam,
  type ContactBody,
  type ContactUpdateBody,
} from '../../../common/schemas/contacts.ts';
import { pageCount } from '../../../common/schemas/pagination.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { imageRoutes } from './images.ts';
import { presentContact } from './presenter.ts';
import {
  archiveContact,
  imageExists,
  insertContact,
  listContacts,
  pageContacts,
  updateContact,
} from './repository.ts';

type IdParam = z.infer<typeof uuidParam>;

/** Emergency contact cards: public reads, admin writes, super-admin deletes; see server/policy.ts. */
export async function contactRoutes(app: FastifyInstance) {
  const db = app.db;
  await app.register(imageRoutes);

  // The public contact cards: answered from the public cache, cleared by every contact change.
  app.get('/api/contacts', { schema: { querystring: contactsQuery } }, async (request, reply) => {
    const { pageNumber } = request.query as z.infer<typeof contactsQuery>;
    reply.header('cache-control', 'public, no-cache');
    return app.publicCache.send(request, reply, 'contacts', `page:${pageNumber}`, async () => {
      const { rows, total } = await pageContacts(db, { limit: CONTACTS_PAGE_SIZE, page: pageNumber });
      return { contacts: rows.map(presentContact), pageCount: pageCount(total, CONTACTS_PAGE_SIZE) };
    });
  });

  app.get('/api/contacts/dashboard', async () =>
    (await listContacts(db, CONTACTS_DASHBOARD_MAX)).map(presentContact),
  );

  app.post('/api/admin-contact', { schema: { body: contactBody } }, async (request) => {
    const body = request.body as ContactBody;
    const imageId = imageIdOf(body.img);
    if (!imageId || !(await imageExists(db, imageId))) {
      throw badRequest('img: must be an image uploaded to this server', 'img');
    }
    return { insertedId: await insertContact(db, body, imageId) };
  });

  app.patch(
    '/api/contact/:id',
    { schema: { params: uuidParam, body: contactUpdateBody } },
    async (request) => {
      const { id } = request.params as IdParam;
      const modifiedCount = await updateContact(db, id, request.body as ContactUpdateBody);
      if (!modifiedCount) throw notFound('No contact with that id');
      return { success: true, modifiedCount };
    },
  );

  app.delete('/api/delete-contact/:id', { schema: { params: uuidParam } }, async (request) => {
    const { id } = request.params as IdParam;
    return { deletedCount: await archiveContact(db, id, request.caller?.id ?? null, new Date()) };
  });
}
