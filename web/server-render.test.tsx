// @vitest-environment node
/**
 * The server's render of the app's own pages (web/server-render.tsx), in Node as the server runs
 * it, with an API answered here: every drawn address renders once with all its reads made by its
 * route loaders, and drawings running at once keep to their own settings and reads.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_DRAWN_FOR_ADMINS, SERVER_DRAWN_PATHS } from '../common/route-preloads.ts';
import type { PublicConfig } from './app/public-config.ts';
import type { DrawnFor } from './app/server-page.ts';
import { drawPage, type DrawOptions, type Send } from './server-render.tsx';

const groups = [
  'aPositive',
  'aNegative',
  'bPositive',
  'bNegative',
  'oPositive',
  'oNegative',
  'abPositive',
  'abNegative',
];
const perGroup = { total: 0, byBloodGroup: groups.map((bloodGroup) => ({ bloodGroup, count: 0 })) };

/** What the API answers here, by path (the query is left out). */
const ANSWERS: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '3', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/contacts': { contacts: [], pageCount: 0, totalCount: 0 },
  '/api/top-donor': [{ _id: 'd1', name: 'Karim Top', bloodGroup: 'aPositive', donationCount: 9 }],
  '/api/dashboard/counts': { pendingDonorRequests: 2, incompleteBloodRequests: 1 },
  '/api/dashboard/analytics': {
    verifiedDonors: perGroup,
    completedDonations: perGroup,
    topDonors: [],
    recentAdmins: [],
    recentBloodDonations: [],
    newDonors: [],
  },
  '/api/available-donor': { availableDonorList: [], pageCount: 0, totalCount: 0, next: null },
};

/** An API that answers from ANSWERS, noting each path it was asked for. */
function api(asked: string[] = [], slow?: { path: string; wait: Promise<void> }): Send {
  return async (url, init) => {
    expect(init.method ?? 'GET').toBe('GET');
    const path = url.split('?')[0]!;
    asked.push(url);
    if (slow?.path === path) await slow.wait;
    if (!(path in ANSWERS)) return new Response('{}', { status: 404 });
    // The token a drawing was given reaches its reads (as the server's own send adds it).
    const body =
      path === '/api/top-donor'
        ? [{ ...(ANSWERS[path] as object[])[0], name: `Top of ${slow ? 'slow' : 'quick'}` }]
        : ANSWERS[path];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const config: PublicConfig = {
  socialPageUrl: null,
  googleSignIn: false,
  demoCredential: null,
  demo: false,
};
const admin: DrawnFor = {
  user: { email: 'admin@roktosetu.test', name: 'Admin Rahim', image: null },
  role: 'admin',
  token: 'admin-token',
};

const options = (over: Partial<DrawOptions> = {}): DrawOptions => ({
  auth: 'signedOut',
  wide: false,
  send: api(),
  config,
  ...over,
});

describe('drawing a page on the server', () => {
  for (const path of SERVER_DRAWN_PATHS) {
    it(`renders ${path} once, with every read its screens make made by its loaders`, async () => {
      const asked: string[] = [];
      const page = await drawPage(path, options({ send: api(asked) }));
      expect(page).not.toBeNull();
      expect(page!.unread).toEqual([]);
      expect(page!.title).toMatch(/ - /);
      expect(page!.html).toContain('<main');
      // Every read made is in the page's data, for the app to start from.
      expect(page!.queries.queries.map((query) => query.state.status)).not.toContain('pending');
      expect(page!.queries.queries).toHaveLength(new Set(asked).size);
    });
  }

  for (const path of SERVER_DRAWN_FOR_ADMINS) {
    it(`renders the admin's ${path} once, with every read made by its loaders`, async () => {
      const asked: string[] = [];
      const page = await drawPage(path, options({ auth: admin, wide: true, send: api(asked) }));
      expect(page).not.toBeNull();
      expect(page!.unread).toEqual([]);
      expect(asked).toContain('/api/dashboard/counts');
    });
  }

  it('renders a read that failed as loading, for the app to read again, and keeps it out of the data', async () => {
    const failing: Send = async () => new Response('{}', { status: 500 });
    const page = await drawPage('/leaderBoard', options({ send: failing }));
    expect(page!.unread).toEqual([]);
    expect(page!.queries.queries).toEqual([]);
    expect(page!.html).toContain('class="spinner"');
    expect(page!.html).not.toContain('Karim Top');
  });

  it('renders two pages at once without mixing their settings, layout, reader or reads', async () => {
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    const slowAsked: string[] = [];
    const quickAsked: string[] = [];
    // The slow drawing: an admin's, wide, on a demo installation, whose board read waits.
    const slow = drawPage(
      '/leaderBoard',
      options({
        auth: admin,
        wide: true,
        config: { ...config, demo: true },
        send: api(slowAsked, { path: '/api/top-donor', wait }),
      }),
    );
    // Meanwhile another drawing, for nobody, narrow, not a demo, starts and finishes.
    const quick = await drawPage('/contact', options({ send: api(quickAsked) }));
    release();
    const late = await slow;

    expect(quick!.html).not.toContain('data-testid="demo-notice"');
    expect(late!.html).toContain('data-testid="demo-notice"');
    expect(late!.html).toContain('Top of slow');
    expect(quick!.title).not.toBe(late!.title);
    expect(late!.title).toMatch(/^Leader Board|^লিডার/);
    expect(quickAsked.some((url) => url.startsWith('/api/top-donor'))).toBe(false);
    expect(slowAsked.every((url) => url.startsWith('/api/top-donor'))).toBe(true);
    expect(late!.html).toContain('Admin Rahim');
    expect(quick!.html).not.toContain('Admin Rahim');
  });
});
