import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../foundation/api.ts';
import { Spinner } from './Spinner.tsx';

/**
 * What the public pages behind a link (a request's or a patient's status, a donor's own page, a
 * certificate) show before their content. The link's token or code is the only key, so:
 * - the server's answer is final: a 404 (unknown, ended or revoked) or any other API answer is not
 *   asked again; only a network failure is retried, twice;
 * - a 404 gets a plain not-found card with the way home, never a hint whether the link once existed;
 * - while it loads, the spinner; a failed load, its message and "try again".
 */

/** TanStack Query's `retry` for a read by a link's token. */
export const retryUnlessAnswered = (count: number, error: Error) =>
  !(error instanceof ApiError) && count < 2;

/** Whether the read's answer was "no such link" (404). */
export const linkGone = (query: UseQueryResult<unknown>) =>
  query.error instanceof ApiError && query.error.status === 404;

export function LinkNotFound({
  testId,
  title,
  text,
  home,
}: {
  testId: string;
  title?: string;
  text: string;
  home: string;
}) {
  return (
    <div className="card" data-testid={testId}>
      {title && <h2>{title}</h2>}
      <p>{text}</p>
      <Link className="btn btn-primary" to="/">
        {home}
      </Link>
    </div>
  );
}

export function LinkLoadFailed({
  text,
  retry,
  onRetry,
  children,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
  /** Above the message (the certificate's page keeps its heading). */
  children?: ReactNode;
}) {
  return (
    <div className="card" role="alert">
      {children}
      <p>{text}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** The three states in turn, then `children` with the data. */
export function LinkPageState<T>({
  query,
  notFound,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: { testId: string; title?: string; text: string; home: string };
  failed: { text: string; retry: string };
  children: (data: T) => ReactNode;
}) {
  if (linkGone(query)) return <LinkNotFound {...notFound} />;
  if (query.isLoading) return <Spinner />;
  if (query.data === undefined)
    return <LinkLoadFailed {...failed} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
