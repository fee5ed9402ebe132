import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { donorKeys, FIRST_DONOR_PAGE } from '../shared/query-keys/donors.ts';
import { AppQueryClient } from './query-client.ts';

/** The Unavailable list searched for one donor. */
const KEY = donorKeys.list('unavailable', { ...FIRST_DONOR_PAGE, donorSearchData: 'Rahima' });

/**
 * A searched list's first fetch leaves before a change and is answered after it, with the list as
 * the server had it when asked (the donor deleted meanwhile still in it); then the change's
 * refresh runs. What does the list hold at the end?
 */
async function listAfterChange(client: QueryClient) {
  let server = ['Rahima'];
  let answerLate!: () => void;
  const late = new Promise<void>((resolve) => (answerLate = resolve));
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: async () => {
      fetches += 1;
      const asked = [...server];
      await late;
      return asked;
    },
    staleTime: 30_000,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  expect(fetches).toBe(1);
  server = []; // the delete is made and answered
  const refreshed = client.invalidateQueries({ queryKey: donorKeys.all });
  answerLate();
  await refreshed;
  const rows = client.getQueryData<string[]>(KEY);
  unsubscribe();
  return { rows, fetches };
}

const options = { defaultOptions: { queries: { retry: false } } };

describe("the app's query client", () => {
  it("TanStack Query's own invalidation keeps the answer of a first fetch from before the change (the race)", async () => {
    const { rows, fetches } = await listAfterChange(new QueryClient(options));
    expect(fetches).toBe(1);
    expect(rows).toEqual(['Rahima']);
  });

  it('starts such a fetch again on every invalidation, so the list is the one after the change', async () => {
    const { rows, fetches } = await listAfterChange(new AppQueryClient(options));
    expect(fetches).toBe(2);
    expect(rows).toEqual([]);
  });
});
