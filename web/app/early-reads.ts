import type { QueryClient } from '@tanstack/react-query';
import { isBareAddress } from '../../common/route-preloads.ts';
import type { earlyApi, readWith } from '../foundation/api-client.ts';
import type { tokenForEarlyRead } from '../features/auth/session.ts';
import type { currentLanguage } from '../i18n/language.ts';
import type { ApiRead } from '../foundation/api-read.ts';
import type { FirstReads } from './first-reads.ts';

/**
 * What the reads need from the entry, handed in by the router rather than imported: a chunk that
 * imports the entry's modules while the entry is still starting makes the bundler split those
 * modules out of the entry into chunks of their own (more requests on every page). The reads
 * themselves come declared, as data, from first-reads.ts.
 */
export interface EarlyDeps {
  earlyApi: typeof earlyApi;
  readWith: typeof readWith;
  queryClient: QueryClient;
  tokenForEarlyRead: typeof tokenForEarlyRead;
  /** The language being shown: the reads ask for what the screen will ask for in it. */
  currentLanguage: typeof currentLanguage;
}

/**
 * One first read, started by its route while the screen's code and the session check are still
 * on their way (web/app/router.tsx), into the same query cache entry the screen then reads. It
 * waits for a token (the stored one, or the session check's for an admin) and is never sent
 * without one; a refusal is only left in the cache: the session check, not these reads, decides
 * whether the person is signed in, and the screen asks again when it mounts.
 */
async function early(
  { earlyApi, readWith, queryClient, tokenForEarlyRead }: EarlyDeps,
  read: ApiRead,
) {
  const token = await tokenForEarlyRead();
  if (!token || queryClient.getQueryData(read.queryKey) !== undefined) return;
  await queryClient.prefetchQuery({
    queryKey: read.queryKey,
    queryFn: () => readWith(earlyApi(token), read),
  });
}

/**
 * A screen's first reads. Those of a default view are not read when the address (`search`, as
 * `location.search`) carries a search, filters, a sort or a page: the screen asks for that view
 * itself, and the default one would be wasted.
 */
export const startFirstReads = (deps: EarlyDeps, first: FirstReads, search: string) =>
  (!first.defaultView || isBareAddress(search)) &&
  Promise.all(first.reads(deps.currentLanguage()).map((read) => early(deps, read)));
