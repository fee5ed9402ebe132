import type { TestApp } from './app.ts';

type Headers = Record<string, string>;

/**
 * The route tests' PATCH and DELETE requests in one line, with a caller's headers ({} for
 * anonymous). The app is read per request, so a file can make these before beforeAll starts it.
 */
export function requestsTo(app: () => TestApp) {
  return {
    patch: (url: string, headers: Headers = {}, payload?: object) =>
      app().inject({ method: 'PATCH', url, headers, ...(payload && { payload }) }),
    del: (url: string, headers: Headers = {}) => app().inject({ method: 'DELETE', url, headers }),
  };
}

/**
 * A caller's request as the web app sends it (its headers, and this site's origin, which the
 * write guard asks for), with a JSON body when one is given; `null` for anonymous. The app is read
 * per request, so a file can make this before beforeAll starts it.
 */
export function callerRequests(app: () => TestApp) {
  return (
    who: { headers: Headers } | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), origin: 'http://localhost:3000' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A multipart body with one file, as a browser's FormData would send it. */
export async function multipart(
  bytes: Uint8Array,
  filename: string,
  type: string,
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
