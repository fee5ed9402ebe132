import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppQueryClient } from '../foundation/query-client.ts';
import { accessToken } from '../foundation/token.ts';

/** One call the screen made: its method, path (without the query) and JSON body. */
export interface FakeCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** What the fake server answers a call: a JSON body, 200 unless told. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * The real screen, hooks and api modules against a fake server: only fetch is replaced. The
 * session is a signed-in admin's (a token is set); every call is kept in `calls`, in order.
 * Undo with `vi.unstubAllGlobals()` after each test.
 */
export function fakeServer(answer: (call: FakeCall) => FakeAnswer) {
  const calls: FakeCall[] = [];
  accessToken.set('header.payload.signature');
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const [path, query = ''] = String(input).split('?') as [string, string?];
      const call = {
        method: init.method ?? 'GET',
        path,
        query,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return { calls };
}

/**
 * Renders inside a fresh query client that does not retry (a test sees the first answer), as the
 * app's providers would; `rerender` keeps the same client.
 */
export function renderWithQueries(node: ReactNode) {
  const client = new AppQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (inner: ReactNode) => (
    <QueryClientProvider client={client}>{inner}</QueryClientProvider>
  );
  const view = render(wrap(node));
  return { ...view, client, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}
