import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { useUrlSearch } from '../../components/url-list.ts';
import { listsText } from '../../i18n/lists.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { t } from '../../i18n/bn.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { useSidebar } from '../../shared/sidebar-context.ts';
import {
  dashboardCountsQuery,
  roleLabel,
  useDashboardCounts,
  type DashboardOutlet,
} from '../../shared/dashboard.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import { readQuery } from '../../foundation/api-client.ts';
import { unitsRead, unitsView } from '../../shared/query-keys/units.ts';
import { linksFor } from './links.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import { digits } from '../../i18n/language.ts';

/** Sidebar, header with the signed-in admin, the search box on list routes, and the routed screen. */
export function DashboardLayout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  const counts = useDashboardCounts();
  // An admin sees the Units link only as a unit's admin in a federation (a super admin always).
  // Read in the browser only: a page the server draws has the link for super admins alone, and
  // an admin's comes with this read (it sits below every other link an admin has, moving none).
  const units = useQuery({
    ...readQuery(unitsRead),
    enabled: auth.role === 'admin' && !import.meta.env.SSR,
    select: unitsView,
  });
  // A zone's admin whose zone has no unit below it yet sees one unit in their tree: the directory
  // of every live unit tells a federation's zone from a single community.
  const lone = !!units.data?.unitAdmin && !units.data.federation;
  const directory = useUnitDirectory(auth.role === 'admin' && lone);
  const unitsSeen = units.data && {
    ...units.data,
    federation: units.data.federation || directory.federation,
  };
  const searchKind = pathname.includes('/dashboard/donor-list')
    ? 'donor'
    : pathname.includes('/dashboard/user-list')
      ? 'user'
      : null;
  const [params] = useSearchParams();
  const search = searchKind ? (params.get('q') ?? '') : '';
  const closeSidebar = () => sidebar.setOpen(false);
  const loading = counts.isLoading || auth.adminLoading || auth.status !== 'signedIn';
  const user = auth.status === 'signedIn' ? auth.user : null;

  return (
    <div className="dashboard">
      <PageTitle title={t.titles.dashboard} fallback={pathname} />
      <aside className={sidebar.open ? 'sidebar open' : 'sidebar'} aria-label={t.nav.dashboard}>
        <nav>
          {linksFor(auth.role, unitsSeen).map((link) => {
            const badge = link.badge ? (counts.data?.[link.badge] ?? 0) : 0;
            return (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  isActive || (link.section && pathname.startsWith(link.section))
                    ? 'side-link active'
                    : 'side-link'
                }
                onClick={closeSidebar}
              >
                <span>{link.label}</span>
                {badge > 0 && <span className="badge">{digits(badge)}</span>}
              </NavLink>
            );
          })}
        </nav>
      </aside>
      {sidebar.open && (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label={t.common.close}
          onClick={closeSidebar}
        />
      )}
      <section className="dashboard-main">
        <header className="dashboard-header">
          {searchKind && <DashboardSearch key={pathname} kind={searchKind} value={search} />}
          <div className="dashboard-user">
            {loading && (
              <span className="spinner small" role="status" aria-label={t.common.loading} />
            )}
            {user && (
              <>
                <img
                  src={user.image ?? '/avatar-default.svg'}
                  alt=""
                  width={40}
                  height={40}
                  className="avatar"
                />
                <div>
                  <p className="dashboard-user-name">{user.name}</p>
                  <p className="muted small" data-testid="dashboard-role">
                    {roleLabel(auth.role)}
                  </p>
                </div>
              </>
            )}
          </div>
        </header>
        <div className="dashboard-content">
          <Outlet context={{ search } satisfies DashboardOutlet} />
        </div>
      </section>
    </div>
  );
}

/**
 * The header's search box of the donor and user lists. The search is the address's `q` (reload,
 * Back and a shared link keep it); a new search starts at the list's first page. The box belongs
 * to one list's address (`key` is the path): leaving the list while a search is still settling
 * drops it, so it can never pull the person back to the list they left, and each list starts
 * with its own search.
 */
function DashboardSearch({ kind, value }: { kind: 'donor' | 'user'; value: string }) {
  const [, setParams] = useSearchParams();
  const [text, setText] = useUrlSearch(value, (typed) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (typed) next.set('q', typed);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    ),
  );
  return (
    <input
      type="search"
      className="dashboard-search"
      data-testid="dashboard-search"
      aria-label={kind === 'donor' ? listsText.searchDonors : listsText.searchUsers}
      placeholder={
        kind === 'donor' ? listsText.searchDonorsPlaceholder : listsText.searchUsersPlaceholder
      }
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

export default DashboardLayout;

/** The sidebar's badges, on every dashboard screen (foundation/route-reads.ts). */
export const reads: ScreenReads = () => [dashboardCountsQuery];
