import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi } from './api.ts';
import { answer, api, publicApi, readApi } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ freshToken: async () => null, sessionLost: () => {} });
});

describe('the typed client', () => {
  it('sends the path and query to this origin with the token, and answers the data', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { users: [], pageCount: 0 }),
    );
    vi.stubGlobal('fetch', fetch);
    configureApi({ freshToken: async () => 'token-1', sessionLost: () => {} });
    const users = await answer(
      readApi.GET('/api/users', { params: { query: { limit: 10, pageNumber: 0 } } }),
    );
    expect(users).toEqual({ users: [], pageCount: 0 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users?limit=10&pageNumber=0');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('encodes path values, sends JSON bodies, and sends no token on public calls', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { modifiedCount: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    configureApi({ freshToken: async () => 'token-2', sessionLost: () => {} });
    await answer(
      api.PATCH('/api/admin/accessibility/{email}', {
        params: { path: { email: 'a b@x.org' } },
        body: { role: 'admin' },
      }),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/accessibility/a%20b%40x.org');
    expect(init.body).toBe('{"role":"admin"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');

    fetch.mockResolvedValueOnce(json(200, []));
    await answer(publicApi.GET('/api/top-donor'));
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('authorization')).toBeNull();
  });

  it('renews the token once on 401, then loses the session; a 4xx rejects with the ApiError', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no' }),
    );
    vi.stubGlobal('fetch', fetch);
    const sessionLost = vi.fn();
    let n = 0;
    configureApi({ freshToken: async () => `token-${++n}`, sessionLost });
    await expect(answer(readApi.GET('/api/settings'))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sessionLost).toHaveBeenCalledTimes(1);

    fetch.mockResolvedValueOnce(
      json(400, { statusCode: 400, code: 'VALIDATION', message: 'bad', field: 'eligibility' }),
    );
    const error = await answer(publicApi.GET('/api/divisions')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ field: 'eligibility' });
  });

  it('leaves empty query values out, as the screens hold them ("" for an untouched filter)', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { availableDonorList: [], pageCount: 0, totalCount: 0, next: null }),
    );
    vi.stubGlobal('fetch', fetch);
    await answer(
      readApi.GET('/api/available-donor', {
        params: { query: { limit: 10, donorSearchData: '', genders: '', after: undefined } },
      }),
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/available-donor?limit=10');
  });

  it('sends a file as a form whose boundary fetch writes', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { success: true, data: { url: '/api/images/1' } }),
    );
    vi.stubGlobal('fetch', fetch);
    configureApi({ freshToken: async () => 'token-3', sessionLost: () => {} });
    const uploaded = await answer(
      api.POST('/api/uploads/image', {
        body: { image: new File(['png'], 'photo.png', { type: 'image/png' }) },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('image', body.image, 'photo.png');
          return form;
        },
      }),
    );
    expect(uploaded.data.url).toBe('/api/images/1');
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('image') as File).name).toBe('photo.png');
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-3');
  });

  it('makes a drifted path, parameter or body a type error', () => {
    // Never called: only the compiler reads these lines (npm run typecheck).
    const drifted = () => {
      // @ts-expect-error a path the server does not have
      void api.GET('/api/no-such-path');
      // @ts-expect-error a query parameter the call does not take
      void readApi.GET('/api/users', { params: { query: { page: 1 } } });
      // @ts-expect-error a body of the wrong shape
      void api.PUT('/api/settings', { body: { eligibility: { wholeBloodMaleDays: 'ninety' } } });
      // @ts-expect-error a path parameter of the wrong type (the id of a union is a number)
      void api.DELETE('/api/unions/{id}', { params: { path: { id: 'seven' } } });
      const answered = async () => {
        const counts = await answer(readApi.GET('/api/dashboard/counts'));
        // @ts-expect-error a field the answer does not have
        return counts.pendingDonors;
      };
      void answered;
    };
    expect(typeof drifted).toBe('function');
  });
});
