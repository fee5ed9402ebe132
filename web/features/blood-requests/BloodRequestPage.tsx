import { TabbedSection } from '../../components/TabbedSection.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useDashboardCounts } from '../../shared/dashboard.ts';
import { RequestExport } from './RequestExport.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { digits } from '../../i18n/language.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/** Blood Request: the Complete / Incomplete tab switcher; the orange badge counts incomplete requests. */
export function BloodRequestPage() {
  // The same count as the sidebar badge: one request serves both.
  const total = useDashboardCounts().data?.incompleteBloodRequests ?? 0;
  return (
    <TabbedSection
      title={t.titles.bloodRequest}
      tabsLabel={t.tabs.label}
      className="request-tabs"
      actions={<RequestExport />}
      tabs={[
        { to: '/dashboard/blood-request', end: true, label: t.tabs.complete },
        {
          to: '/dashboard/blood-request/incomplete-blood-request',
          label: (
            <>
              {t.tabs.incomplete}
              {total > 0 && (
                <span className="badge" data-testid="incomplete-badge">
                  {digits(total)}
                </span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

export default BloodRequestPage;
