import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { donorKeys, FIRST_DONOR_PAGE } from '../../shared/query-keys/donors.ts';
import { useDonorList } from './donor-api.ts';

function List({ kind, page }: { kind: 'available' | 'unavailable'; page: number }) {
  const query = useDonorList(kind, { ...FIRST_DONOR_PAGE, pageNumber: page });
  return <p>{query.data ? `page ${page} read` : 'reading'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The addresses the list read, answering each with an empty page that says where the next starts. */
function recordReads() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const page = Number(url.searchParams.get('pageNumber'));
      return Response.json({
        availableDonorList: [],
        unavailableDonorList: [],
        pageCount: 9,
        totalCount: 90,
        next: `after-page-${page}`,
      });
    }),
  );
  return urls;
}

/** The list on screen, one page at a time: `show(n)` turns to page n and waits for it to be read. */
function openList(kind: 'available' | 'unavailable') {
  const client = new QueryClient();
  const view = (page: number) => (
    <QueryClientProvider client={client}>
      <List kind={kind} page={page} />
    </QueryClientProvider>
  );
  let shown: ReturnType<typeof render> | undefined;
  const show = async (page: number) => {
    if (shown) shown.rerender(view(page));
    else shown = render(view(page));
    await screen.findByText(`page ${page} read`);
  };
  return { client, show };
}

describe('useDonorList', () => {
  it('continues the available list from the next of the page before, when it has that page', async () => {
    const urls = recordReads();
    const { show } = openList('available');
    await show(0);
    await show(1);
    // A page jumped to, with no page before it read: found by its number.
    await show(5);
    expect(
      urls.map((u) => [u.searchParams.get('pageNumber'), u.searchParams.get('after')]),
    ).toEqual([
      ['0', null],
      ['1', 'after-page-0'],
      ['5', null],
    ]);
  });

  it('finds the page by its number when the page before has changed since it was read', async () => {
    const urls = recordReads();
    const { client, show } = openList('available');
    await show(0);
    // A donor was changed: every donor list is to be read again (useDonorMutation does this).
    await client.invalidateQueries({ queryKey: donorKeys.all, refetchType: 'none' });
    await show(1);
    expect(urls.map((u) => u.searchParams.get('after'))).toEqual([null, null]);
  });

  it('pages the unavailable list by number only', async () => {
    const urls = recordReads();
    const { show } = openList('unavailable');
    await show(0);
    await show(1);
    expect(urls.map((u) => u.searchParams.get('after'))).toEqual([null, null]);
  });
});
