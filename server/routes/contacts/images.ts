import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '../../../common/constants.ts';
import {
  CONTACT_MESSAGES,
  imagePath,
  imageUploadAnswer,
  PLACEHOLDER_IMAGE_ID,
  uuidParam,
} from '../../../common/schemas/contacts.ts';
import { ERROR_CODES } from '../../../common/error-codes.ts';
import { badRequest, notFound, unauthorized } from '../../http-errors.ts';
import { multipartForm } from '../../http-multipart.ts';
import { actorOf } from '../../domain/command.ts';
import { uploadImage } from '../../domain/contacts.ts';
import { cleanImage } from './image-processing.ts';
import { findImage } from '../../data/contacts.ts';
import { admin, anyone } from '../../policy.ts';

/** The placeholder picture (PLACEHOLDER_IMAGE_ID): a plain grey square, drawn once. */
let drawn: Promise<{ contentType: string; bytes: Buffer }> | undefined;
const placeholder = () =>
  (drawn ??= sharp({ create: { width: 96, height: 96, channels: 3, background: '#d9d9de' } })
    .png()
    .toBuffer()
    .then((bytes) => ({ contentType: 'image/png', bytes })));

/** The file itself plus room for the multipart boundaries and headers; the file's own limit is checked exactly. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

/** The bytes of the multipart field `image`, or a 400 naming it. */
async function imageField(request: FastifyRequest): Promise<Buffer> {
  const form = await multipartForm(request);
  if (form === 'missing')
    throw badRequest(CONTACT_MESSAGES.imageRequired, 'image', ERROR_CODES.IMAGE_REQUIRED);
  if (form === 'unreadable') {
    throw badRequest(
      'The upload is not a readable multipart form',
      'image',
      ERROR_CODES.IMAGE_UNREADABLE,
    );
  }
  const file = form.get('image');
  if (!file || typeof file === 'string')
    throw badRequest(CONTACT_MESSAGES.imageRequired, 'image', ERROR_CODES.IMAGE_REQUIRED);
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Contact images on our own origin (no third-party image host): admins upload, anyone reads.
 * The bytes live in the database, so that every app instance serves every image.
 */
export async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Multipart bodies are read whole (bounded) and parsed with the platform's own FormData parser.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/api/uploads/image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { response: { 200: imageUploadAnswer } },
      // Refuse anonymous uploads before reading a megabyte; the policy check (admin) follows.
      onRequest: async (request) => {
        if (!request.headers.authorization?.startsWith('Bearer ')) throw unauthorized();
      },
      config: {
        access: admin,
        audit: { command: 'contacts', target: 'image' },
        operation: {
          id: 'uploadImage',
          tag: 'contacts',
          summary: "Upload a contact's picture (JPEG or PNG)",
        },
      },
    },
    async (request) => {
      const image = await cleanImage(await imageField(request));
      const id = await uploadImage(app.db, actorOf(request), image);
      return { success: true as const, data: { url: imagePath(id) } };
    },
  );

  app.get(
    '/api/images/:id',
    {
      schema: { params: uuidParam },
      config: {
        access: anyone,
        operation: { id: 'getImage', tag: 'contacts', summary: "A contact's picture" },
        rawAnswer: 'the image file itself',
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = id === PLACEHOLDER_IMAGE_ID ? await placeholder() : await findImage(app.db, id);
      if (!image) throw notFound('No image with that id');
      // An image never changes under its id: a phone keeps it for a year without asking again.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}
