import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOADS } from '../../common/route-preloads.ts';
import { contactsPageQuery } from '../features/contact/contacts-query.ts';
import { topDonorsQuery } from '../features/leaderboard/LeaderBoardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The address and options of the request a screen's read sends. */
async function requestOf(read: () => Promise<unknown>) {
  const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  await read();
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init };
}

const fetchesOf = (path: string) => ROUTE_PRELOADS.find((route) => route.path === path)?.fetches;

// A preloaded answer is used only by a request for exactly the same address, sent the same way
// (a GET with the page's own credentials and no extra headers); otherwise the phone reads twice.
describe('the public reads a page preloads', () => {
  it.each([
    ['/contact', () => contactsPageQuery(0).queryFn()],
    ['/leaderBoard', () => topDonorsQuery.queryFn()],
  ])('are exactly the request that %s makes', async (path, read) => {
    const { url, init } = await requestOf(read);
    expect(fetchesOf(path)).toEqual([url]);
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({});
  });
});
