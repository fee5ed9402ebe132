import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';

/** One read of a screen: the very query options its useQuery takes (the same key and function). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenRead = FetchQueryOptions<any, any, any, QueryKey>;

/**
 * The reads a screen makes when it first renders at an address (its module exports them as
 * `reads`): the server's route loader fills the query cache with them before the page is
 * rendered, once (web/server-render.tsx). A read the screen makes but does not name here is left
 * pending in the drawn page and fails web/server-render.test.tsx.
 */
export type ScreenReads = (at: {
  url: URL;
  params: Params;
  queryClient: QueryClient;
}) => ScreenRead[];

/** What a route loader is handed (the static handler's requestContext). */
export interface LoaderContext {
  queryClient: QueryClient;
}

/**
 * A route loader made of a screen's reads: each is read into the query cache (ensureQueryData,
 * so a read two routes share is made once). A read that fails is left out: the screen renders
 * it as loading, and the app reads it again in the browser.
 */
export const readsLoader =
  (reads: ScreenReads) =>
  async ({ request, params, context }: LoaderFunctionArgs): Promise<null> => {
    const { queryClient } = context as LoaderContext;
    const url = new URL(request.url);
    await Promise.allSettled(
      reads({ url, params, queryClient }).map((read) => queryClient.ensureQueryData(read)),
    );
    return null;
  };
