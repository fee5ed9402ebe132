import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { answer, readApi } from '../../foundation/api-client.ts';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { bloodRequestKeys } from '../../shared/query-keys/blood-requests.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { matchesPath } from '../matching/paths.ts';

const PAGE_SIZE = 5;
/** Read again as often as a volunteer would glance at it; a pledge takes a request off. */
const REFRESH_MS = 60_000;

/** One page of the requests in trouble: the card's read, and the dashboard's on the server. */
export const troubleQuery = (page: number) => ({
  queryKey: [...bloodRequestKeys.all, 'trouble', PAGE_SIZE, page] as const,
  queryFn: () =>
    answer(
      readApi.GET('/api/blood-requests/trouble', {
        params: { query: { limit: PAGE_SIZE, pageNumber: page } },
      }),
    ),
});

/**
 * Requests in trouble (docs/decisions/063) at the top of the dashboard: the open requests of the
 * caller's units needed within 12 hours, of a rare group, or without a pledge 30 minutes after
 * they were made; soonest first, five a page, each with its reasons and a way to its donors.
 */
export function TroubleRequests() {
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...troubleQuery(page),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const total = query.data?.totalCount ?? 0;
  return (
    <section
      className="card analytics-card trouble-card"
      aria-labelledby="trouble-heading"
      data-testid="trouble-requests"
    >
      <div className="analytics-card-head">
        <h2 id="trouble-heading">{T.trouble.heading}</h2>
        {query.data && (
          <span className="analytics-total" data-testid="trouble-count">
            {T.trouble.count(total)}
          </span>
        )}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{T.trouble.loadFailed}</p>
      ) : total === 0 ? (
        <p className="muted">{T.trouble.none}</p>
      ) : (
        <>
          <ul className="trouble-list">
            {query.data.requests.map((r) => (
              <li key={r._id} className="trouble-item" data-testid="trouble-item">
                <span className="group-big">{bloodLabel(r.bloodGroup)}</span>
                <div className="trouble-body">
                  <strong>{r.patient_name}</strong>
                  <span className="small">{T.trouble.needed(formatDateTime(r.neededAt))}</span>
                  <span className="small muted">{T.trouble.pledged(r.pledged, r.bagsNeeded)}</span>
                  <span className="trouble-reasons">
                    {r.reasons.map((reason) => (
                      <span key={reason} className={`badge trouble-${reason}`} data-reason={reason}>
                        {T.trouble.reasons[reason]}
                      </span>
                    ))}
                  </span>
                </div>
                <Link className="btn btn-outline trouble-open" to={matchesPath(r._id)}>
                  {T.trouble.open}
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            pageCount={query.data.pageCount}
            page={page}
            onPageChange={setPage}
            label={T.trouble.heading}
          />
        </>
      )}
    </section>
  );
}
