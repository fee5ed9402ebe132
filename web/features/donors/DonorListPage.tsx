import { NavLink, Outlet } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useDashboardSearch, type DashboardOutlet } from '../dashboard/dashboard-context.ts';
import './donors.css';

/** Donors List: the Available and Unavailable tabs; the header search passes through to both. */
export function DonorListPage() {
  const search = useDashboardSearch();
  return (
    <section>
      <PageTitle title={t.titles.donorsList} />
      <h1>{t.titles.donorsList}</h1>
      <nav className="tabs" aria-label={t.titles.donorsList}>
        <NavLink to="/dashboard/donor-list" end className="tab">
          {t.list.availableTab}
        </NavLink>
        <NavLink to="/dashboard/donor-list/unavailableDonor" className="tab">
          {t.list.unavailableTab}
        </NavLink>
      </nav>
      <Outlet context={{ search } satisfies DashboardOutlet} />
    </section>
  );
}

export default DonorListPage;
