import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../foundation/api-client.ts';
import type { MatchRow } from '../../../common/schemas/matching.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { listsText } from '../../i18n/lists.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { Spinner } from '../../components/Spinner.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { MatchCard } from './MatchCard.tsx';
import { useBloodRequest, useMatches } from './matching-api.ts';
import { RecordCallModal } from './RecordCallModal.tsx';
import { isOpen, requestState } from './request-state.ts';
import { RequestMatchingPanel } from './RequestMatchingPanel.tsx';
import { alertsText } from '../../i18n/alerts.ts';
import { AlertDonorsModal } from '../alerts/AlertDonorsModal.tsx';
import { alertBadge } from '../alerts/AlertList.tsx';
import { useAlerts } from '../alerts/alerts-api.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import { COMPLETE_LIST, INCOMPLETE_LIST } from './request-lists.ts';

requireStylesheet(dashboardStylesheet);
requireStylesheet(sharedStylesheet);

const PAGE_SIZE = 10;

/**
 * Find donors: the donors who can give to one request's patient, best first (exact group, then
 * compatible; nearest; least recently called), one card each with big call links and Record call.
 * The page and the not-yet-eligible switch live in the URL, so Back returns to the same place.
 * A done or cancelled request shows what happened (when, who gave, or why it was cancelled) and
 * no donors to call: the server refuses calls, pledges and alerts about it anyway.
 */
export function MatchesPage() {
  const requestId = useParams().requestId ?? '';
  // The page and the switch are in the address, as on every dashboard list.
  const url = useUrlList({ sizes: [PAGE_SIZE] });
  const { page, setPage } = url;
  const includeNotEligible = url.get('all') === '1';
  const request = useBloodRequest(requestId);
  // Read beside the request (not after it) for speed; not at all once the request is known closed.
  const known = request.data;
  const matches = useMatches(
    requestId,
    { limit: PAGE_SIZE, pageNumber: page, includeNotEligible },
    !known || isOpen(known),
  );
  const [calling, setCalling] = useState<MatchRow | null>(null);
  // The donors ticked for an alert (id → name), and the alert dialog.
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map());
  const [alerting, setAlerting] = useState(false);
  const alerts = useAlerts(requestId, !!request.data && isOpen(request.data));
  const alertOf = new Map(
    (alerts.data?.alerts ?? []).map((alert) => [alert.donorId, alertBadge(alert)]),
  );
  const pick = (match: MatchRow, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(match._id, match.name);
      else next.delete(match._id);
      return next;
    });

  const setIncludeNotEligible = (on: boolean) => url.set({ all: on ? '1' : null });

  const gone = request.error instanceof ApiError && request.error.status === 404;
  const row = request.data;
  const rows = matches.data?.matches ?? [];
  const hasPlace = !!row && !!(row.unionId ?? row.upazilaId ?? row.districtId ?? row.divisionId);
  // Names the dialog can give a skipped donor: this page's donors and the ticked ones.
  const names = new Map([...rows.map((match) => [match._id, match.name] as const), ...picked]);
  const open = !!row && isOpen(row);
  const closed = !!row && !open;
  const state = row ? requestState(row) : undefined;

  return (
    <section className="matches-page">
      <PageTitle title={t.titles.matches} />
      <Link className="back-link" to={closed ? COMPLETE_LIST : INCOMPLETE_LIST}>
        {t.matches.back}
      </Link>
      <h1>{t.titles.matches}</h1>

      {gone ? (
        <p className="empty" role="alert">
          {t.matches.requestGone}
        </p>
      ) : (
        <>
          {row && (
            <div className="card request-summary" data-testid="request-summary">
              <div className="request-summary-head">
                <span className="group-big">{bloodLabel(row.requested_bloodGroup)}</span>
                <h2>{row.patient_name}</h2>
              </div>
              <p>
                {row.donation_place} · {formatDateTime(row.date)}
              </p>
              {closed && (
                <p className="closed-outcome" data-testid="closed-outcome" data-state={state}>
                  {state === 'cancelled'
                    ? t.matches.closedCancelled(
                        row.cancelledAt ? formatDateTime(row.cancelledAt) : null,
                      )
                    : t.matches.closedDone(
                        row.submissionTime ? formatDateTime(row.submissionTime) : null,
                      )}
                </p>
              )}
              {row.familyAnswer && (
                <p
                  className="family-answer-note"
                  data-testid="family-answer"
                  data-answer={row.familyAnswer.answer}
                >
                  {t.matches.familyAnswer[row.familyAnswer.answer](
                    formatDateTime(row.familyAnswer.at),
                  )}
                  <span className="muted small">{t.matches.familyAnswer.hint}</span>
                </p>
              )}
              <RequestMatchingPanel request={row} hideFindDonors hidePledgesWhenEmpty />
            </div>
          )}

          {open && (
            <div className="alert-bar">
              <button
                type="button"
                className="btn btn-primary"
                data-testid="alert-donors"
                onClick={() => setAlerting(true)}
              >
                {alertsText.send.open}
              </button>
              {picked.size > 0 && (
                <span className="small">{alertsText.send.ticked(picked.size)}</span>
              )}
            </div>
          )}

          {!closed && (
            <>
              <label className="switch-row">
                <input
                  type="checkbox"
                  role="switch"
                  checked={includeNotEligible}
                  onChange={(event) => setIncludeNotEligible(event.target.checked)}
                />
                <span>{t.matches.includeNotEligible}</span>
              </label>
              {row && !hasPlace && <p className="muted small">{t.matches.noLocation}</p>}

              {matches.isLoading ? (
                <Spinner />
              ) : matches.isError ? (
                <div className="list-error" role="alert" data-testid="list-error">
                  <p>{t.matches.loadFailed}</p>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => void matches.refetch()}
                  >
                    {listsText.retry}
                  </button>
                </div>
              ) : (
                <>
                  <p className="matches-count muted" data-testid="matches-count">
                    {t.matches.total(matches.data?.totalCount ?? 0)}
                  </p>
                  {rows.length === 0 ? (
                    <p className="empty">
                      {includeNotEligible ? t.matches.none : t.matches.noneEligible}
                    </p>
                  ) : (
                    <ul
                      className={matches.isFetching ? 'match-cards is-loading' : 'match-cards'}
                      aria-label={t.titles.matches}
                    >
                      {rows.map((match) => (
                        <MatchCard
                          key={match._id}
                          match={match}
                          onRecordCall={setCalling}
                          picked={picked.has(match._id)}
                          onPick={open ? pick : undefined}
                          alert={alertOf.get(match._id)}
                          requestUnitId={row?.unitId}
                        />
                      ))}
                    </ul>
                  )}
                  <Pagination
                    pageCount={matches.data?.pageCount ?? 0}
                    page={page}
                    onPageChange={setPage}
                    label={t.titles.matches}
                  />
                </>
              )}
            </>
          )}
        </>
      )}

      <RecordCallModal donor={calling} requestId={requestId} onClose={() => setCalling(null)} />
      {row && (
        <AlertDonorsModal
          open={alerting}
          requestId={requestId}
          bagsNeeded={row.bagsNeeded}
          ticked={[...picked].map(([id, name]) => ({ id, name }))}
          names={names}
          onClose={() => setAlerting(false)}
          onSent={() => setPicked(new Map())}
        />
      )}
    </section>
  );
}

export default MatchesPage;
