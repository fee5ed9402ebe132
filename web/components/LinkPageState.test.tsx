import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../foundation/api.ts';
import { LinkPageState, retryUnlessAnswered } from './LinkPageState.tsx';

// The shared states of the public link pages, on a real QueryClient: the reader below stands in
// for the server, answering, refusing with 404 or failing like a dropped connection.

const testKeys = { link: ['link-page-state-test'] as const };
let calls = 0;
let read: () => Promise<{ name: string }>;

function Page() {
  const query = useQuery({
    queryKey: testKeys.link,
    queryFn: () => read(),
    retry: retryUnlessAnswered,
  });
  return (
    <LinkPageState
      query={query}
      notFound={{ testId: 'gone', title: 'No such link', text: 'Ask again.', home: 'Home' }}
      failed={{ text: 'Could not load.', retry: 'Try again' }}
    >
      {(data) => <p data-testid="content">{data.name}</p>}
    </LinkPageState>
  );
}

function open(answers: (() => Promise<{ name: string }>)[]) {
  calls = 0;
  read = () => {
    const next = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return next();
  };
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const found = () => Promise.resolve({ name: 'রহিম' });
const notFound = () => Promise.reject(new ApiError(404, 'Not Found'));
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(cleanup);

it('shows the data once it is read', async () => {
  open([found]);
  expect((await screen.findByTestId('content')).textContent).toContain('রহিম');
});

it('a 404 is final: the not-found card with its title and the way home, asked once', async () => {
  open([notFound]);
  const card = await screen.findByTestId('gone');
  expect(card.textContent).toContain('No such link');
  expect(card.textContent).toContain('Ask again.');
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(calls).toBe(1);
  expect(screen.queryByTestId('content')).toBeNull();
});

it('a dropped connection is tried three times, then "try again" reads it again', async () => {
  open([dropped, dropped, dropped, found]);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not load.');
  expect(calls).toBe(3);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByTestId('content')).textContent).toContain('রহিম');
  await waitFor(() => expect(calls).toBe(4));
});
