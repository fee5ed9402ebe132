import { NavLink, Outlet } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useIncompleteTotal } from './api.ts';
import './blood-requests.css';

/** Blood Request: the Complete / Incomplete tab switcher; the orange badge counts incomplete requests. */
export function BloodRequestPage() {
  const total = useIncompleteTotal().data ?? 0;
  return (
    <section>
      <PageTitle title={t.titles.bloodRequest} />
      <h1>{t.titles.bloodRequest}</h1>
      <nav className="tabs request-tabs" aria-label={t.tabs.label}>
        <NavLink to="/dashboard/blood-request" end className="tab">
          {t.tabs.complete}
        </NavLink>
        <NavLink to="/dashboard/blood-request/incomplete-blood-request" className="tab">
          {t.tabs.incomplete}
          {total > 0 && (
            <span className="badge" data-testid="incomplete-badge">
              {total}
            </span>
          )}
        </NavLink>
      </nav>
      <Outlet />
    </section>
  );
}

export default BloodRequestPage;
