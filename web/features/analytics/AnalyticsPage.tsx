import { EMAIL_CUT, NAME_CUT } from '../../../common/constants.ts';
import { cutText } from '../../../common/text.ts';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { ChartCard } from './ChartCard.tsx';
import { UnitFilter } from '../../shared/UnitFilter.tsx';
import { WidgetTable } from './WidgetTable.tsx';
import { TodaySessions, todaySessionsQuery } from './TodaySessions.tsx';
import { TroubleRequests, troubleQuery } from './TroubleRequests.tsx';
import { analyticsQuery, bloodGroupLabel, useAnalytics } from './analytics-api.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import type { DashboardAnalytics } from '../../../common/schemas/analytics.ts';
import analyticsStylesheet from './analytics.css?url';
import { donorsText } from '../../i18n/donors.ts';
import { digits } from '../../i18n/language.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(analyticsStylesheet);

const roleLabel = (role: string) => (role === 'superAdmin' ? T.roles.superAdmin : T.roles.admin);

/**
 * Analytics (/dashboard): two charts, the top five donors and three widgets of five rows each; for
 * someone who sees several units, of all of them or of the one chosen (`?unit=`, kept by reload
 * and Back).
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const unitId = params.get('unit') ?? '';
  const query = useAnalytics(unitId || null);
  const chooseUnit = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('unit', next);
        else changed.delete('unit');
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="analytics-page">
      <PageTitle title={T.title} />
      <div className="analytics-head">
        <h1>{T.heading}</h1>
        <UnitFilter
          value={unitId}
          onChange={chooseUnit}
          label={T.unitFilter}
          allLabel={T.allUnits}
          className="analytics-unit"
          testId="analytics-unit-filter"
        />
      </div>
      {/* Scoped by the caller's units on the server; not by the unit filter (a volunteer's queue). */}
      <TroubleRequests />
      <TodaySessions />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div className="card empty" role="alert">
          <p>{T.loadFailed}</p>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void query.refetch()}
          >
            {T.retry}
          </button>
        </div>
      ) : (
        <>
          <div className="analytics-grid charts">
            <ChartCard
              id="donut-title"
              kind="donut"
              title={T.donutTitle}
              counts={query.data.verifiedDonors}
              note={
                query.data.verifiedDetailsMissing > 0 && (
                  <p className="chart-note" data-testid="details-missing-count">
                    <Link to="/dashboard/donor-list?details=missing">
                      {T.detailsMissing(query.data.verifiedDetailsMissing)}
                    </Link>
                  </p>
                )
              }
            />
            <ChartCard
              id="radar-title"
              kind="radar"
              title={T.radarTitle}
              counts={query.data.completedDonations}
            />
          </div>
          <FamilyAnswers counts={query.data.familyAnswers} />
          <div className="analytics-grid widgets">
            <WidgetTable
              id="top-donors"
              title={T.topDonors}
              className="top-donors"
              headers={[T.columns.rank, T.columns.name, T.columns.bloodGroup, T.columns.donations]}
              rows={query.data.topDonors}
              rowKey={(d) => d._id}
              cells={(d, index) => [
                digits(index + 1),
                <span title={d.name}>{cutText(d.name, NAME_CUT)}</span>,
                bloodGroupLabel(d.bloodGroup),
                T.times(d.donationCount),
              ]}
            />
            <WidgetTable
              id="admin-activity"
              title={T.adminActivity}
              headers={[T.columns.email, T.columns.role]}
              rows={query.data.recentAdmins}
              rowKey={(a) => a.email}
              cells={(a) => [
                <span title={a.email}>{cutText(a.email, EMAIL_CUT)}</span>,
                roleLabel(a.role),
              ]}
            />
            <WidgetTable
              id="recent-blood-donation"
              title={T.recentBloodDonation}
              headers={[T.columns.patient, T.columns.quantity, T.columns.bloodGroup]}
              rows={query.data.recentBloodDonations}
              rowKey={(r) => r._id}
              cells={(r) => [
                r.patient_name,
                `${digits(r.blood_quantity)} ${T.bag}`,
                bloodGroupLabel(r.requested_bloodGroup),
              ]}
            />
            <WidgetTable
              id="new-donors"
              title={T.newDonors}
              headers={[T.columns.name, T.columns.gender, T.columns.bloodGroup]}
              rows={query.data.newDonors}
              rowKey={(d) => d._id}
              cells={(d) => [
                d.name,
                donorsText.genderLabels[d.gender] ?? d.gender,
                bloodGroupLabel(d.bloodGroup),
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
}

const FAMILY_ROWS = ['given', 'notGiven', 'notYet', 'noAnswer'] as const;

/** The families' answers to "was the blood given?" over the period (docs/decisions/066). */
function FamilyAnswers({ counts }: { counts: DashboardAnalytics['familyAnswers'] }) {
  return (
    <section
      className="card analytics-card family-answers"
      aria-labelledby="family-answers-heading"
      data-testid="family-answers"
    >
      <header className="analytics-card-head">
        <h2 id="family-answers-heading">{T.family.heading(counts.days)}</h2>
      </header>
      <dl className="family-answer-counts">
        {FAMILY_ROWS.map((code) => (
          <div key={code} data-answer={code}>
            <dt>{T.family[code]}</dt>
            <dd>{digits(counts[code])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default AnalyticsPage;

/**
 * The screen's reads (foundation/route-reads.ts): the analytics, the first page of requests in
 * trouble and today's bridge sessions.
 */
export const reads: ScreenReads = () => [analyticsQuery, troubleQuery(0), todaySessionsQuery];
