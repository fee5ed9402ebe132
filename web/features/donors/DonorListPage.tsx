import { TabbedSection } from '../../components/TabbedSection.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useDashboardSearch, type DashboardOutlet } from '../../shared/dashboard.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** Donors List: the Available and Unavailable tabs; the header search passes through to both. */
export function DonorListPage() {
  const search = useDashboardSearch();
  // The search passes to the other tab; the page, sort and filters belong to each tab.
  const query = search ? `?${new URLSearchParams({ q: search })}` : '';
  return (
    <TabbedSection
      title={t.titles.donorsList}
      tabsLabel={t.titles.donorsList}
      tabs={[
        { to: `/dashboard/donor-list${query}`, end: true, label: t.list.availableTab },
        { to: `/dashboard/donor-list/unavailableDonor${query}`, label: t.list.unavailableTab },
      ]}
      context={{ search } satisfies DashboardOutlet}
    />
  );
}

export default DonorListPage;
