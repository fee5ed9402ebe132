import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '../components/RouteError.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { RequireAdmin, RequireUser } from '../features/auth/guards.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { Layout } from '../features/layout/Layout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { contactsPageQuery } from '../features/contact/contacts-query.ts';
import { startSession, tokenForEarlyRead } from '../features/auth/session.ts';
import { earlyApi, readWith } from '../foundation/api-client.ts';
import { FIRST_READS, type FirstReads } from './first-reads.ts';
import { lazyRoute } from '../foundation/lazy-route.ts';
import { currentLanguage } from '../i18n/language.ts';
import { queryClient } from '../foundation/query-client.ts';
import { readsLoader, type ScreenReads } from '../foundation/route-reads.ts';
import { stylesheetsLoaded } from '../shared/stylesheets.ts';

/** A screen's module: the screen as `default`, and the reads it makes when it first renders. */
interface ScreenModule {
  default: React.ComponentType;
  reads?: ScreenReads;
}

/**
 * Loads a screen's module on demand (120 s time-out), and the stylesheets its code names.
 *
 * On the server the route also gets a loader made of the screen's `reads` (foundation/route-reads.ts):
 * the static handler awaits it, so the page is rendered once, with its data (web/server-render.tsx).
 * The browser's routes get no loader: React Router holds a navigation (and, on a drawn page, the
 * hydration) until a route's loader has finished, while here the screen shows at once and its
 * reads are already under way. `prefetch` starts the screen's first data with its code, so that the
 * screen paints with it instead of a spinner that its data would then push down (a failure is
 * left to the screen), and the dashboard's early reads do the same for its screens.
 */
const page = (load: () => Promise<ScreenModule>, prefetch?: () => Promise<unknown>) => async () => {
  if (import.meta.env.SSR) {
    const module = await load();
    return {
      Component: module.default,
      ...(module.reads ? { loader: readsLoader(module.reads) } : {}),
    };
  }
  const first = prefetch?.().catch(() => undefined);
  const [module] = await Promise.all([lazyRoute(load)(), first]);
  // The stylesheets the screen's code named as it loaded (web/shared/stylesheets.ts).
  await stylesheetsLoaded();
  return { Component: module.default };
};

const earlyDeps = { earlyApi, readWith, queryClient, tokenForEarlyRead };

/**
 * A dashboard screen: its code, the session check (started here if main.tsx has not yet) and its
 * first data all start at once; the data waits only for a token (early-reads.ts), not for the
 * screen. The screen shows once the admin guard has the role, as before.
 */
const dashboardPage = (load: () => Promise<ScreenModule>, first?: FirstReads) => () => {
  // On the server, which draws an admin's first screens, the route's loader reads the data.
  if (!import.meta.env.SSR) {
    void startSession().catch(() => undefined);
    if (first)
      void import('./early-reads.ts')
        .then(
          (early) =>
            early.startFirstReads(
              { ...earlyDeps, currentLanguage },
              first,
              addressBeingOpened().search,
            ) || null,
        )
        .catch(() => undefined);
  }
  return page(load)();
};

/**
 * The address a route's code is loading for: the navigation's target, or the page's own on a first
 * load. Read it only after an await (as the early reads do, once their chunk has loaded): React
 * Router calls a route's `lazy` before it records the navigation it belongs to.
 */
const addressBeingOpened = () => router?.state.navigation.location ?? window.location;

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: dashboardPage(
      () => import('../features/analytics/AnalyticsPage.tsx'),
      FIRST_READS.analytics,
    ),
  },
  {
    path: 'donor-list',
    lazy: dashboardPage(() => import('../features/donors/DonorListPage.tsx')),
    children: [
      {
        index: true,
        lazy: dashboardPage(
          () => import('../features/donors/AvailableDonorsPage.tsx'),
          FIRST_READS.donorList,
        ),
      },
      {
        path: 'unavailableDonor',
        lazy: page(() => import('../features/donors/UnavailableDonorsPage.tsx')),
      },
    ],
  },
  { path: 'donor-request', lazy: page(() => import('../features/donors/DonorRequestsPage.tsx')) },
  {
    path: 'blood-request',
    lazy: page(() => import('../features/blood-requests/BloodRequestPage.tsx')),
    children: [
      {
        index: true,
        lazy: page(() => import('../features/blood-requests/CompleteRequestsPage.tsx')),
      },
      {
        path: 'incomplete-blood-request',
        lazy: page(() => import('../features/blood-requests/IncompleteRequestsPage.tsx')),
      },
    ],
  },
  {
    // Find donors for one request: beside the tabs, not inside them (the Blood Request link stays lit).
    path: 'blood-request/:requestId/matches',
    lazy: page(() => import('../features/matching/MatchesPage.tsx')),
  },
  { path: 'add-contact', lazy: page(() => import('../features/contacts/AddContactPage.tsx')) },
  { path: 'user-list', lazy: page(() => import('../features/users/UserListPage.tsx')) },
  { path: 'admin-list', lazy: page(() => import('../features/users/AdminListPage.tsx')) },
  {
    path: 'address',
    lazy: dashboardPage(() => import('../features/address/AddressPage.tsx'), FIRST_READS.address),
  },
  { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage.tsx')) },
  { path: 'import', lazy: page(() => import('../features/import/ImportPage.tsx')) },
  { path: 'invitations', lazy: page(() => import('../features/invitations/InvitationsPage.tsx')) },
  // Every admin: the money reports of their units' requests, and the block list (decisions/059).
  {
    path: 'money-reports',
    lazy: page(() => import('../features/money-reports/MoneyReportsPage.tsx')),
  },
  { path: 'units', lazy: dashboardPage(() => import('../features/units/UnitsPage.tsx')) },
  { path: 'units/:unitId', lazy: page(() => import('../features/units/UnitMembersPage.tsx')) },
  { path: 'patients', lazy: page(() => import('../features/patients/PatientsPage.tsx')) },
  {
    path: 'patients/:patientId',
    lazy: page(() => import('../features/patients/PatientPage.tsx')),
  },
  // Every admin: the server answers with the events of their own units (decisions/056).
  { path: 'activity', lazy: page(() => import('../features/activity/ActivityPage.tsx')) },
  // Every admin: the donors and requests of their units (the contacts' tab is a super admin's).
  { path: 'archive', lazy: page(() => import('../features/archive/ArchivePage.tsx')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // On the first load, the frame (header, notices, footer) is drawn at once with a spinner
        // where the screen goes, instead of a blank page until the screen's code has arrived.
        HydrateFallback: Spinner,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          {
            path: 'contact',
            lazy: page(
              () => import('../features/contact/ContactPage.tsx'),
              () => queryClient.prefetchQuery(contactsPageQuery(0)),
            ),
          },
          {
            path: 'donorRegistration',
            lazy: page(() => import('../features/donors/DonorRegistrationPage.tsx')),
          },
          { path: 'aboutUs', lazy: page(() => import('../features/about/AboutPage.tsx')) },
          {
            path: 'leaderBoard',
            lazy: page(() => import('../features/leaderboard/LeaderBoardPage.tsx')),
          },
          // A donor's private page and a requester's status page: opened by their links, no account.
          {
            path: 'd/:token',
            lazy: page(() => import('../features/donor-link/DonorLinkPage.tsx')),
          },
          {
            path: 'r/:token',
            lazy: page(() => import('../features/request-status/RequestStatusPage.tsx')),
          },
          // A recurring patient's guardian's status page (decisions/062): their next sessions.
          {
            path: 'p/:token',
            lazy: page(() => import('../features/patient-status/PatientStatusPage.tsx')),
          },
          // A donor's certificate: public, printable, drawn by the app (decisions/060).
          {
            path: 'c/:code',
            lazy: page(() => import('../features/certificate/CertificatePage.tsx')),
          },
          { path: 'login', lazy: page(() => import('../features/auth/LoginPage.tsx')) },
          { path: 'registration', lazy: page(() => import('../features/auth/SignUpPage.tsx')) },
          {
            path: 'profile',
            element: (
              <RequireUser>
                <Outlet />
              </RequireUser>
            ),
            children: [
              { index: true, lazy: page(() => import('../features/auth/ProfilePage.tsx')) },
            ],
          },
          {
            path: 'dashboard',
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [
              {
                lazy: dashboardPage(
                  () => import('../features/dashboard/DashboardLayout.tsx'),
                  FIRST_READS.dashboard,
                ),
                children: dashboardRoutes,
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Makes the page's router (main.tsx, once). On a page the server has drawn, the code of the
 * screens it shows is loaded first, so that the first render is the server's page and not the
 * spinner of a screen still loading: the app then takes over the drawn page as it is.
 */
export async function createAppRouter(serverDrawn: boolean) {
  if (serverDrawn) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  // A page opened anew (an address typed or followed, not a reload or Back) has no key in the
  // browser's history entry, and React Router names every such entry "default": ScrollRestoration
  // would then open it at the place reached on the last page opened that way in this tab. A key of
  // its own opens it at its top, and a reload or Back still finds its place (the entry keeps it).
  if (!window.history.state?.key) {
    window.history.replaceState(
      { ...window.history.state, key: Math.random().toString(36).slice(2, 10) },
      '',
    );
  }
  // A page the server drew is taken over where the person has scrolled to: they may have reached
  // for something far down it, and the app may arrive between their finger going down and coming
  // up. Told that the page came drawn (hydrationData; the browser's routes have no loaders, so no
  // loader data), React Router's ScrollRestoration does not move it on the first render, where it
  // would open a page opened anew at its top and the tap would land on whatever came under it.
  router = createBrowserRouter(
    routes,
    serverDrawn ? { hydrationData: { loaderData: {} } } : undefined,
  );
  return router;
}
