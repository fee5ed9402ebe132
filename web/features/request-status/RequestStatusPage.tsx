import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { answer, publicApi } from '../../foundation/api-client.ts';
import { MoneyReport } from './MoneyReport.tsx';
import { FamilyAnswer } from './FamilyAnswer.tsx';
import { FamilyNoteForm } from './FamilyNoteForm.tsx';
import { requestStatusKeys } from './status-keys.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { LinkPageState, retryUnlessAnswered } from '../../components/LinkPageState.tsx';
import { requestStatusText as t } from '../../i18n/donor-link.ts';
import { digits } from '../../i18n/language.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import donorLinkStylesheet from '../donor-link/donor-link.css?url';
import sharedStylesheet from '../../styles/shared.css?url';
import requestStatusStylesheet from './request-status.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(donorLinkStylesheet);
requireStylesheet(sharedStylesheet);
requireStylesheet(requestStatusStylesheet);

/**
 * How often an open request's status is read again while the page is on screen: as often as the
 * volunteer's alert list (4 s), so that the family sees a yes or a confirmation within 5 s.
 */
const REFRESH_MS = 4_000;

/**
 * The requester's status page (/r/{token}): bags needed, pledged and given, or that the request
 * was cancelled or is done; who is coming once a volunteer confirmed them (first name, verified,
 * donations, the volunteer) and the money warning; after the day the blood was needed, "was it
 * given?" (decisions/063), and once a donation was given, the family's thanks to the donors.
 * Never a donor's number (the server sends none).
 */

export function RequestStatusPage() {
  const token = useParams().token ?? '';
  const status = useQuery({
    queryKey: requestStatusKeys.one(token),
    queryFn: () =>
      answer(publicApi.GET('/api/request-status/{token}', { params: { path: { token } } })),
    retry: retryUnlessAnswered,
    // TanStack Query stops while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: (query) =>
      query.state.data && !query.state.data.done && !query.state.data.cancelled
        ? REFRESH_MS
        : false,
  });

  return (
    <section className="page narrow request-status">
      <PageTitle title={t.title} />
      <h1>{t.title}</h1>
      <LinkPageState
        query={status}
        notFound={{ testId: 'request-status-not-found', text: t.notFound, home: t.home }}
        failed={{ text: t.loadFailed, retry: t.retry }}
      >
        {(row) => (
          <div className="card" data-testid="request-status">
            <h2>
              <span className="group-big">{bloodLabel(row.bloodGroup)}</span>{' '}
              {t.need(bloodLabel(row.bloodGroup))}
            </h2>
            <p>
              {t.when}: {formatDateTime(row.neededAt)}
            </p>
            <div className="status-counts">
              <p className="status-count card-outline" data-testid="status-needed">
                <strong>{digits(row.bagsNeeded)}</strong>
                {t.needed}
              </p>
              <p className="status-count card-outline" data-testid="status-pledged">
                <strong>{digits(row.pledged)}</strong>
                {t.pledged}
              </p>
              <p className="status-count card-outline" data-testid="status-given">
                <strong>{digits(row.given)}</strong>
                {t.given}
              </p>
            </div>
            <p
              role="status"
              className={row.cancelled ? 'muted' : 'eligible-now'}
              data-testid="status-state"
            >
              {row.cancelled ? t.cancelled : row.done ? t.done : t.open}
            </p>
            {!row.done && !row.cancelled && row.offered > 0 && (
              <p data-testid="status-offered">{t.offered(digits(row.offered))}</p>
            )}
            {row.coming.length > 0 && (
              <section aria-labelledby="status-coming" data-testid="status-coming">
                <h3 id="status-coming">{t.comingHeading}</h3>
                <ul className="status-coming">
                  {row.coming.map((donor, k) => (
                    <li key={k} className="card-outline">
                      <strong>{donor.firstName}</strong>
                      {donor.verified && <span className="badge">{t.verified}</span>}
                      <span className="muted small">{t.donations(digits(donor.donations))}</span>
                      {donor.volunteer && (
                        <span className="small">{t.volunteer(donor.volunteer)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {row.askFamily && <FamilyAnswer token={token} current={row.familyAnswer} />}
            {row.given > 0 && !row.cancelled && (
              <FamilyNoteForm token={token} note={row.familyNote} />
            )}
            <div className="status-warning" role="note" data-testid="status-warning">
              <strong>{t.warningHeading}</strong>
              <p>{t.warning}</p>
              {!row.cancelled && <MoneyReport token={token} />}
            </div>
            <p className="muted small">{t.privacy}</p>
            {!row.done && !row.cancelled && <p className="muted small">{t.autoRefresh}</p>}
          </div>
        )}
      </LinkPageState>
    </section>
  );
}

export default RequestStatusPage;
