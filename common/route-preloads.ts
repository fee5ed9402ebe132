/**
 * The screen modules an address needs before it can show anything, so that the server can name
 * their chunks in that page's HTML (`<link rel="modulepreload">`). Without this, a phone first
 * downloads and runs the entry script, and only then learns which screen chunk to ask for: one
 * more round trip on slow mobile data before the screen paints.
 *
 * The build (vite.config.ts, `routePreloads`) turns each module into its chunk and the chunks that
 * chunk imports, leaves out what index.html loads anyway, and writes the result to
 * `dist/web/route-preloads.json`; `server/plugins/web.ts` adds the links to the HTML it sends.
 * The build fails when a module named here is no longer a chunk of its own, or when a public
 * address would preload dashboard code.
 *
 * A dashboard screen's first reads are not written here but declared by its route
 * (web/app/first-reads.ts); the build adds their requests to the route of the same path here.
 *
 * Plain data, read by the build's configuration in Node: keep it free of imports.
 */
export interface RoutePreload {
  /** The address, without a trailing slash. */
  path: string;
  /** Also every address under it (`/dashboard` → `/dashboard/settings`). */
  prefix?: boolean;
  /** Paths from the repository's root of the modules the router loads lazily for it. */
  modules: string[];
}

const EARLY_READS = 'web/app/early-reads.ts';

export const ROUTE_PRELOADS: RoutePreload[] = [
  // Public pages (the home page is in the entry itself).
  { path: '/contact', modules: ['web/features/contact/ContactPage.tsx'] },
  { path: '/donorRegistration', modules: ['web/features/donors/DonorRegistrationPage.tsx'] },
  { path: '/aboutUs', modules: ['web/features/about/AboutPage.tsx'] },
  { path: '/leaderBoard', modules: ['web/features/leaderboard/LeaderBoardPage.tsx'] },
  { path: '/login', modules: ['web/features/auth/LoginPage.tsx'] },
  { path: '/registration', modules: ['web/features/auth/SignUpPage.tsx'] },
  // The donor's private page and the requester's status page: their code only, never drawn on the
  // server (the data behind the token is private) and never kept (PRIVATE_LINK_PREFIXES).
  { path: '/d', prefix: true, modules: ['web/features/donor-link/DonorLinkPage.tsx'] },
  { path: '/r', prefix: true, modules: ['web/features/request-status/RequestStatusPage.tsx'] },
  // A recurring patient's guardian's status page (decisions/062): the same kind of private link.
  { path: '/p', prefix: true, modules: ['web/features/patient-status/PatientStatusPage.tsx'] },
  // A donor's certificate (decisions/060): public, its code only; drawn by the app, not the server.
  { path: '/c', prefix: true, modules: ['web/features/certificate/CertificatePage.tsx'] },
  // The dashboard: its frame on every screen, and the two screens an admin opens first.
  // The sidebar's badges are read on every dashboard address.
  {
    path: '/dashboard',
    prefix: true,
    modules: ['web/features/dashboard/DashboardLayout.tsx', EARLY_READS],
  },
  {
    path: '/dashboard',
    modules: ['web/features/analytics/AnalyticsPage.tsx'],
  },
  {
    path: '/dashboard/donor-list',
    modules: [
      'web/features/donors/DonorListPage.tsx',
      'web/features/donors/AvailableDonorsPage.tsx',
    ],
  },
  // Address is not drawn by the server (its lists are for super admins' edits), but its code and
  // its three lists' first pages start with the page instead of after the app's code.
  {
    path: '/dashboard/address',
    modules: ['web/features/address/AddressPage.tsx'],
  },
];

/** Whether a route's preloads apply to an address (its path; a trailing slash is ignored). */
export const preloadApplies = (route: { path: string; prefix?: boolean }, pathname: string) => {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return path === route.path || (route.prefix === true && path.startsWith(`${route.path}/`));
};

/** Whether an address (a path with or without its query, or `location.search`) carries no query. */
export const isBareAddress = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 || start === url.length - 1;
};

/** Whether the page of an address is more than the plain index.html (it has preloads). */
export const hasRoutePreloads = (pathname: string) =>
  ROUTE_PRELOADS.some((route) => preloadApplies(route, pathname));

/**
 * The public pages the server draws itself, with their text and public data in the HTML, so that
 * a phone shows them before any script has run (server/plugins/server-render.ts, decisions/032).
 * The others (the dashboard, the profile, an unknown address) are drawn by the app in the browser.
 */
export const SERVER_DRAWN_PATHS = [
  '/',
  '/home',
  '/aboutUs',
  '/contact',
  '/donorRegistration',
  '/leaderBoard',
  '/login',
  '/registration',
] as const;

/**
 * The first dashboard screens an admin opens, which the server also draws, with the admin's data,
 * for a request whose session is an admin's (the screen then shows before its code has arrived);
 * for anyone else they are drawn by the app, whose guards send them to sign in.
 */
export const SERVER_DRAWN_FOR_ADMINS = ['/dashboard', '/dashboard/donor-list'] as const;

/** Whether the server draws this address's page for an admin (a trailing slash is ignored). */
export const isServerDrawnForAdmins = (pathname: string) =>
  (SERVER_DRAWN_FOR_ADMINS as readonly string[]).includes(pathname.replace(/(.)\/+$/, '$1'));

/**
 * The public reads whose answers the phone keeps for offline use (web/sw.ts): exact paths, the
 * same answer for everyone. A page drawn on the server names those it was drawn with, so that the
 * phone keeps them too although it never asked for them itself (web/page-start.ts).
 */
export const KEPT_PUBLIC_READS = [
  '/api/divisions',
  '/api/districts',
  '/api/upazilasForForm',
  '/api/unionsForForm',
  '/api/villagesForForm',
  '/api/top-donor',
  '/api/leaderboard/units',
  '/api/contacts',
] as const;

/** Whether the server draws the page of this path (a trailing slash is ignored). */
export const isServerDrawn = (pathname: string) =>
  (SERVER_DRAWN_PATHS as readonly string[]).includes(pathname.replace(/(.)\/+$/, '$1'));

/**
 * The pages whose address carries a private token (`/d/{token}`, `/r/{token}`, a patient's
 * guardian's `/p/{token}`): their answers are never stored by a browser or proxy (no-store) and
 * never name their address to another site (no-referrer), so the token stays between the server
 * and whoever holds the link.
 */
export const PRIVATE_LINK_PREFIXES = ['/d/', '/r/', '/p/'] as const;

/** Whether an address (a path, with or without its query) is a private-link page. */
export const isPrivateLinkPath = (url: string) =>
  PRIVATE_LINK_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Public addresses: everything outside the dashboard and the signed-in profile. */
export const isPublicPath = (pathname: string) =>
  !(pathname === '/dashboard' || pathname.startsWith('/dashboard/') || pathname === '/profile');
