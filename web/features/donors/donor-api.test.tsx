import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { useDonorList, type DonorListParams } from './donor-api.ts';

const PARAMS: DonorListParams = {
  limit: 10,
  pageNumber: 0,
  sortByDonateCount: false,
  donorSearchData: '',
  divisionFilterData: '',
  districtFilterData: '',
  upazilaFilterData: '',
  unionFilterData: '',
  villageFilterData: '',
  bloodGroupFilterData: '',
  genders: [],
};

function List({ kind, page }: { kind: 'available' | 'unavailable'; page: number }) {
  const query = useDonorList(kind, { ...PARAMS, pageNumber: page });
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

describe('useDonorList', () => {
  it('continues the available list from the next of the page before, when it has that page', async () => {
    const urls = recordReads();
    const client = new QueryClient();
    const view = (kind: 'available' | 'unavailable', page: number) => (
      <QueryClientProvider client={client}>
        <List kind={kind} page={page} />
      </QueryClientProvider>
    );
    const { rerender } = render(view('available', 0));
    await screen.findByText('page 0 read');
    rerender(view('available', 1));
    await screen.findByText('page 1 read');
    // A page jumped to, with no page before it read: found by its number.
    rerender(view('available', 5));
    await screen.findByText('page 5 read');
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
    const client = new QueryClient();
    const view = (page: number) => (
      <QueryClientProvider client={client}>
        <List kind="available" page={page} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(0));
    await screen.findByText('page 0 read');
    // A donor was changed: every donor list is to be read again (useDonorMutation does this).
    await client.invalidateQueries({ queryKey: ['donors'], refetchType: 'none' });
    rerender(view(1));
    await screen.findByText('page 1 read');
    expect(urls.map((u) => u.searchParams.get('after'))).toEqual([null, null]);
  });

  it('pages the unavailable list by number only', async () => {
    const urls = recordReads();
    const client = new QueryClient();
    const view = (page: number) => (
      <QueryClientProvider client={client}>
        <List kind="unavailable" page={page} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(0));
    await screen.findByText('page 0 read');
    rerender(view(1));
    await screen.findByText('page 1 read');
    expect(urls.map((u) => u.searchParams.get('after'))).toEqual([null, null]);
  });
});
