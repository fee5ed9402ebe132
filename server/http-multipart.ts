import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../common/error-codes.ts';
import { HttpError } from './http-errors.ts';

/**
 * A multipart form the route read whole as a Buffer (its body limit bounds it), parsed with the
 * platform's own FormData; 'missing' when the request is not a multipart form, 'unreadable' when
 * its parts cannot be read. The route says what either means for its own field. A body of another
 * type (JSON sent to an upload) is a 415: the call exists, the body is of a type it does not take.
 */
export async function multipartForm(
  request: FastifyRequest,
): Promise<FormData | 'missing' | 'unreadable'> {
  const contentType = request.headers['content-type'] ?? '';
  if (contentType && !contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(
      415,
      'This call takes a multipart/form-data upload',
      undefined,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  if (!Buffer.isBuffer(request.body)) return 'missing';
  try {
    return await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return 'unreadable';
  }
}
