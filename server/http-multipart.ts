import type { FastifyRequest } from 'fastify';

/**
 * A multipart form the route read whole as a Buffer (its body limit bounds it), parsed with the
 * platform's own FormData; 'missing' when the request is not a multipart form, 'unreadable' when
 * its parts cannot be read. The route says what either means for its own field.
 */
export async function multipartForm(
  request: FastifyRequest,
): Promise<FormData | 'missing' | 'unreadable'> {
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data'))
    return 'missing';
  try {
    return await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return 'unreadable';
  }
}
