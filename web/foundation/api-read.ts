import type { QueryKey } from '@tanstack/react-query';
import type { paths } from '../../common/api/schema';

/**
 * One protected read, written as data: the query-cache entry it fills, the API call that fills it
 * (the path and its query, exactly as sent) and how its answer becomes what the screen keeps.
 *
 * A screen's first reads are declared so, once (web/app/first-reads.ts), and everything else is
 * made from that declaration: the screen's query (readQuery in api-client.ts), the early read
 * that starts with its code (early-reads.ts), and, at build time, the request the boot script
 * sends before the entry has arrived (readPath, written to route-preloads.json by vite.config.ts).
 *
 * Plain data and types only: the build's configuration reads it in Node, and the entry carries it.
 */
export interface ApiRead<T = unknown> {
  queryKey: QueryKey;
  path: GetPath;
  query?: Record<string, unknown>;
  /** From the answer to what the cache keeps (the answer itself when left out). */
  shape?: (answer: never) => T;
}

/** The API's paths that answer a GET. */
export type GetPath = {
  [P in keyof paths]: paths[P] extends { get: unknown } ? P : never;
}[keyof paths];

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
/** What a GET of `P` answers on 200, as the contract says. */
export type GetAnswer<P extends GetPath> = paths[P]['get'] extends {
  responses: { 200: infer A };
}
  ? Json<A>
  : never;
/** The query a GET of `P` takes, as the contract says. */
export type GetQuery<P extends GetPath> = paths[P]['get'] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/** A read, checked against the contract: its path answers a GET, its query and shape fit it. */
export const apiRead = <P extends GetPath, T = GetAnswer<P>>(read: {
  queryKey: QueryKey;
  path: P;
  query?: GetQuery<P>;
  shape?: (answer: GetAnswer<P>) => T;
}): ApiRead<T> => read as ApiRead<T>;

/**
 * A query as the app sends it: a parameter that is undefined, null or empty ('' is what an
 * untouched search box or filter holds) is left out, not sent empty. The API client serialises
 * with this very function, so a read's path here is the request the client makes.
 */
export function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The request a read makes: its path and query (`/api/unions?unionLimit=5&unionPageNumber=0`). */
export function readPath(read: ApiRead): string {
  const query = querySerializer(read.query ?? {});
  return query ? `${read.path}?${query}` : read.path;
}

/** What the cache keeps of a read's answer. */
export const shapeAnswer = <T>(read: ApiRead<T>, answer: unknown): T =>
  read.shape ? read.shape(answer as never) : (answer as T);
