import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityText } from '../../i18n/activity.ts';
import { listsText } from '../../i18n/lists.ts';
import { renderWithQueries } from '../../test/queries.tsx';
import { unitRow } from '../../test/unit-row.ts';
import { ActivityPage } from './ActivityPage.tsx';

// The real screen, its api module and TanStack Query against a fake server: only fetch is
// replaced. react-paginate cannot run here (see the stand-in): a pager of the same props stands in.
vi.mock('react-paginate', () => import('../../components/paginate-stand-in.tsx'));

let asked: URLSearchParams[];
const last = () => asked.at(-1)!;

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url.searchParams);
    const page = url.searchParams.get('pageNumber');
    const body = {
      events: [
        {
          _id: `event-${page}`,
          at: '2026-03-01T10:00:00.000Z',
          actorEmail: url.searchParams.get('actor') ?? `someone-${page}@example.com`,
          action: url.searchParams.get('action') ?? 'create',
          target: 'donor',
          targetId: null,
          targetName: null,
          targetArchived: false,
          changes: null,
        },
      ],
      pageCount: 5,
      totalCount: 5 * Number(url.searchParams.get('limit')),
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(address: string) {
  const router = createMemoryRouter([{ path: '/dashboard/activity', Component: ActivityPage }], {
    initialEntries: [address],
  });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof open>) =>
  new URLSearchParams(router.state.location.search);
const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const shown = (text: string) => screen.findByText(text);
/** A choice in a select, as a person makes it: the value, then the change event. */
const choose = (label: string, value: string) => {
  const select = field(label);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('Activity: its filters and page in the address', () => {
  it('opens with the filters, page size and page the address names (a reload or a shared link)', async () => {
    open(
      '/dashboard/activity?actor=a%40example.com&action=restore&from=2026-03-01&to=2026-03-02&size=25&page=3',
    );
    await shown('a@example.com');
    expect(Object.fromEntries(last())).toEqual({
      limit: '25',
      pageNumber: '2',
      actor: 'a@example.com',
      action: 'restore',
      // Bangladesh days (UTC+6): from the start of 1 March to the end of 2 March there.
      from: '2026-02-28T18:00:00.000Z',
      to: '2026-03-02T18:00:00.000Z',
    });
    expect(field(activityText.filters.actor).value).toBe('a@example.com');
    expect(field(activityText.filters.action).value).toBe('restore');
    expect(field(activityText.filters.from).value).toBe('2026-03-01');
    expect(field(activityText.filters.to).value).toBe('2026-03-02');
  });

  it('a choice and a page are history entries: Back undoes them; a choice starts again at the first page', async () => {
    const router = open('/dashboard/activity');
    await shown('someone-0@example.com');

    fireEvent.click(screen.getByRole('button', { name: listsText.nextPage }));
    await shown('someone-1@example.com');
    expect(search(router).get('page')).toBe('2');

    choose(activityText.filters.action, 'restore');
    await waitFor(() => expect(last().get('action')).toBe('restore'));
    expect(search(router).get('action')).toBe('restore');
    expect(search(router).get('page')).toBeNull();
    expect(last().get('pageNumber')).toBe('0');

    await act(() => router.navigate(-1));
    await shown('someone-1@example.com');
    expect(field(activityText.filters.action).value).toBe('');
    expect(search(router).get('page')).toBe('2');

    await act(() => router.navigate(1));
    await waitFor(() => expect(field(activityText.filters.action).value).toBe('restore'));
  });

  it('the person typed goes into the address once typing stops, replacing the entry; Clear empties every filter', async () => {
    const router = open('/dashboard/activity?action=update');
    await waitFor(() => expect(last().get('action')).toBe('update'));
    fireEvent.input(field(activityText.filters.actor), { target: { value: 'b@example.com' } });
    expect(search(router).get('actor')).toBeNull();
    await waitFor(() => expect(search(router).get('actor')).toBe('b@example.com'));
    // Written in place of the current entry: Back is not a keystroke at a time.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(last().get('actor')).toBe('b@example.com'));

    fireEvent.click(screen.getByRole('button', { name: activityText.filters.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field(activityText.filters.actor).value).toBe('');
    expect(field(activityText.filters.action).value).toBe('');
  });

  it('a date or action the address cannot mean is left out of the query', async () => {
    open('/dashboard/activity?from=yesterday&action=dance');
    await shown('someone-0@example.com');
    expect(last().get('from')).toBeNull();
    expect(last().get('action')).toBeNull();
    expect(field(activityText.filters.from).value).toBe('');
  });

  it('for someone who sees several units, a unit picker narrows the events to one, in the address', async () => {
    const auditFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/units')
        return new Response(
          JSON.stringify({
            units: [
              unitRow('z1', null, 1, 'Dhaka Zone', 'ঢাকা জোন'),
              unitRow('u1', 'z1', 2, 'Gazipur Unit', 'গাজীপুর ইউনিট'),
            ],
            mine: [{ unitId: 'z1', role: 'admin' }],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      return auditFetch(input);
    });
    const router = open('/dashboard/activity');
    const select = (await screen.findByLabelText(activityText.filters.unit)) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(last().get('unitId')).toBeNull();
    select.value = 'u1';
    act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => expect(last().get('unitId')).toBe('u1'));
    expect(search(router).get('unit')).toBe('u1');
  });

  it('shows no unit picker to someone who sees one unit', async () => {
    open('/dashboard/activity');
    await screen.findByText('someone-0@example.com');
    expect(screen.queryByLabelText(activityText.filters.unit)).toBeNull();
  });
});
