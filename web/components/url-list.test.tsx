import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlSearch } from './url-list.ts';

const WAIT_MS = 20;
/** The search's pause, on the test's own clock (fake timers): no real waiting, no race with a slow machine. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** A list screen with a search box kept in the address as `q`, and a link to another screen. */
function ListScreen() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useUrlSearch(
    params.get('q') ?? '',
    (typed) => setParams(typed ? { q: typed } : {}, { replace: true }),
    WAIT_MS,
  );
  return (
    <>
      <input aria-label="search" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <Link to="/other">other</Link>
    </>
  );
}

/** The other screen loads lazily and arrives only when the test says so. */
function setup() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      { path: '/list', element: <ListScreen /> },
      {
        path: '/other',
        lazy: async () => {
          await arrived;
          return { Component: () => <p>other screen</p> };
        },
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, arrive };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUrlSearch', () => {
  it('writes the settled search into the address', async () => {
    const { router } = setup();
    fireEvent.input(screen.getByLabelText('search'), { target: { value: 'rahim' } });
    // Not before the search has settled.
    await pass(WAIT_MS - 1);
    expect(router.state.location.search).toBe('');
    await pass(1);
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toBe('?q=rahim');
  });

  it('drops a search that settles while a link to another screen is loading, so the person is not pulled back', async () => {
    const { router, arrive } = setup();
    fireEvent.input(screen.getByLabelText('search'), { target: { value: 'rahim' } });
    fireEvent.click(screen.getByText('other'));
    // The search settles while the other screen's code is still on its way.
    await pass(WAIT_MS * 3);
    arrive();
    await pass(WAIT_MS);
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('other screen')).toBeTruthy();
  });
});
