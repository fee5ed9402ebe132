import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { moneyReportsText as t } from '../../i18n/money-reports.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import {
  blockedNumbersQuery,
  pendingReportsQuery,
  useBlockedNumbers,
  useDecideReport,
  usePendingReports,
} from './money-reports-api.ts';
import type { BloodGroup } from '../../../common/constants.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/** The screen's first reads (web/foundation/route-reads.ts). */
export const reads = () => [pendingReportsQuery, blockedNumbersQuery];

/**
 * Money reports (decisions/059): the numbers families reported from their status page for asking
 * money, each with Confirm (the number goes on the block list every unit shares) or Dismiss, and
 * the block list itself.
 */
export function MoneyReportsPage() {
  const reports = usePendingReports();
  const blocked = useBlockedNumbers();
  const decide = useDecideReport();

  const act = (id: string, decision: 'confirm' | 'dismiss') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'confirm' ? t.confirmed : t.dismissed),
        onError: (error) => toast.error(errorText(error) || t.failed),
      },
    );

  return (
    <section className="money-reports-page" data-testid="money-reports-page">
      <PageTitle title={t.title} />
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <h2>{t.pending}</h2>
      {reports.isLoading ? (
        <Spinner />
      ) : reports.isError || !reports.data ? (
        <div className="card" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void reports.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : reports.data.reports.length === 0 ? (
        <p data-testid="money-reports-none">{t.none}</p>
      ) : (
        <ul className="money-reports" data-testid="money-reports">
          {reports.data.reports.map((r) => (
            <li key={r.id} className="card money-report">
              <p>
                <a href={`tel:${r.phone}`} className="money-report-phone">
                  {r.phone}
                </a>{' '}
                {r.blocked && <span className="badge">{t.alreadyBlocked}</span>}
              </p>
              <p className="muted small">
                {t.request(bloodLabel(r.bloodGroup as BloodGroup), r.place)} · {t.reportedAt}:{' '}
                {formatDateTime(r.reportedAt)}
              </p>
              {r.note && <p>{r.note}</p>}
              <p className="muted small">{t.times(r.reportsOfNumber)}</p>
              <div className="money-report-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={decide.isPending}
                  onClick={() => act(r.id, 'confirm')}
                >
                  {t.confirm}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={decide.isPending}
                  onClick={() => act(r.id, 'dismiss')}
                >
                  {t.dismiss}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2>{t.blockList}</h2>
      {blocked.data &&
        (blocked.data.numbers.length === 0 ? (
          <p>{t.blockListNone}</p>
        ) : (
          <ul className="blocked-numbers" data-testid="blocked-numbers">
            {blocked.data.numbers.map((n) => (
              <li key={n.id}>
                {n.phone}{' '}
                <span className="muted small">
                  {t.blockedSince}: {formatDateTime(n.blockedAt)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export default MoneyReportsPage;
