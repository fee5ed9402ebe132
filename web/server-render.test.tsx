// @vitest-environment node
/**
 * The server's render of the app's own pages (web/server-render.tsx), in Node as the server runs
 * it, with an API answered here: every drawn address renders once with all its reads made by its
 * route loaders, and drawings running at once keep to their own settings and reads.
 */
import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS } from '../common/constants.ts';
import { SERVER_DRAWN_FOR_ADMINS, SERVER_DRAWN_PATHS } from '../common/route-preloads.ts';
import type { PublicConfig } from './foundation/public-config.ts';
import type { DrawnFor } from './foundation/server-page.ts';
import { drawPage, type DrawOptions, type Send } from './server-render.tsx';

const perGroup = {
  total: 0,
  byBloodGroup: BLOOD_GROUPS.map((bloodGroup) => ({ bloodGroup, count: 0 })),
};

const DHAKA_UNIT = 'a1111111-1111-4111-8111-111111111111';

/** What the API answers here, by path (the query is left out). */
const ANSWERS: Record<string, unknown> = {
  '/api/divisions': { divisions: [{ division_id: '3', name: 'Dhaka', bn_name: 'ঢাকা' }] },
  '/api/contacts': { contacts: [], pageCount: 0, totalCount: 0 },
  '/api/top-donor': [{ _id: 'd1', name: 'Karim Top', bloodGroup: 'aPositive', donationCount: 9 }],
  '/api/leaderboard/units': {
    units: [
      { _id: DHAKA_UNIT, nameBn: 'ঢাকা ইউনিট', nameEn: 'Dhaka unit', donationCount: 12 },
      {
        _id: 'b2222222-2222-4222-8222-222222222222',
        nameBn: 'খুলনা',
        nameEn: 'Khulna unit',
        donationCount: 3,
      },
    ],
  },
  [`/api/leaderboard/units/${DHAKA_UNIT}`]: [
    { name: 'Dhaka Top', bloodGroup: 'bPositive', donationCount: 7 },
  ],
  '/api/dashboard/counts': { pendingDonorRequests: 2, incompleteBloodRequests: 1 },
  '/api/dashboard/analytics': {
    verifiedDonors: perGroup,
    verifiedDetailsMissing: 0,
    familyAnswers: { days: 30, given: 0, notGiven: 0, notYet: 0, noAnswer: 0 },
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

  it("renders the unit's board the address names, with the unit picker set to it", async () => {
    const asked: string[] = [];
    const page = await drawPage(`/leaderBoard?unit=${DHAKA_UNIT}`, options({ send: api(asked) }));
    expect(page!.unread).toEqual([]);
    expect(asked.map((url) => url.split('?')[0])).toEqual(
      expect.arrayContaining([`/api/leaderboard/units/${DHAKA_UNIT}`, '/api/leaderboard/units']),
    );
    expect(asked.some((url) => url.startsWith('/api/top-donor'))).toBe(false);
    expect(page!.html).toContain('Dhaka Top');
    expect(page!.html).not.toContain('Karim Top');
    expect(page!.html).toContain('data-testid="leader-unit"');
    expect(page!.html).toContain(`<option selected value="${DHAKA_UNIT}">`);
  });

  it('renders a read that failed as loading, for the app to read again, and keeps it out of the data', async () => {
    const failing: Send = async () => new Response('{}', { status: 500 });
    const page = await drawPage('/leaderBoard', options({ send: failing }));
    expect(page!.unread).toEqual([]);
    expect(page!.queries.queries).toEqual([]);
    expect(page!.html).toContain('class="spinner"');
    expect(page!.html).not.toContain('Karim Top');
  });

  it('renders two pages at once without mixing their language, settings, layout, reader, title or reads', async () => {
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    /** An API whose badge counts say which drawing read them, and whose donor list fails (drawn loading). */
    const badges =
      (pending: number, hold?: Promise<void>): Send =>
      async (url) => {
        if (url.startsWith('/api/dashboard/counts')) {
          await hold;
          return Response.json({ pendingDonorRequests: pending, incompleteBloodRequests: 0 });
        }
        if (url.startsWith('/api/divisions')) return Response.json(ANSWERS['/api/divisions']);
        return new Response('{}', { status: 500 });
      };
    // The slow drawing: one admin's, in English, wide, on a demo installation; its badge read waits.
    const slow = drawPage(
      '/dashboard/donor-list',
      options({
        auth: admin,
        language: 'en',
        wide: true,
        config: { ...config, demo: true },
        send: badges(7, wait),
      }),
    );
    // Meanwhile: another admin's in Bengali on a phone, not a demo, and a visitor's leader board, both done.
    // The first starts before the slow one has read anything (its loaders wait for the screens'
    // code): a transport kept in module state would send the slow one's reads through this one's.
    const other: DrawnFor = {
      user: { email: 'b@roktosetu.test', name: 'Other Karim', image: null },
      role: 'admin',
      token: 't2',
    };
    const quick = await drawPage(
      '/dashboard/donor-list',
      options({ auth: other, send: badges(3) }),
    );
    const board = await drawPage('/leaderBoard', options());
    release();
    const late = await slow;

    const counts = (page: typeof late) =>
      page!.queries.queries.find((query) => query.queryKey[1] === 'counts')?.state.data;
    expect(counts(late)).toEqual({ pendingDonorRequests: 7, incompleteBloodRequests: 0 });
    expect(counts(quick)).toEqual({ pendingDonorRequests: 3, incompleteBloodRequests: 0 });
    // Layout: the slow one's list is a table's placeholder, the phone's cards.
    expect(late!.html).toContain('list-placeholder table-wrap');
    expect(quick!.html).not.toContain('table-wrap');
    expect(quick!.html).toContain('placeholder-card');
    // Settings: only the demo installation's page says so.
    expect(late!.html).toContain('data-testid="demo-notice"');
    expect(quick!.html).not.toContain('data-testid="demo-notice"');
    expect(board!.html).not.toContain('data-testid="demo-notice"');
    // Reader and title.
    expect(late!.html).toContain('Admin Rahim');
    expect(late!.html).not.toContain('Other Karim');
    expect(quick!.html).toContain('Other Karim');
    expect(board!.html).not.toContain('Admin Rahim');
    expect(board!.title).not.toBe(late!.title);
    // Language: the same screen, drawn at the same time, in English and in Bengali.
    const bengali = /[\u0980-\u09FF]/;
    expect(late!.title).not.toMatch(bengali);
    expect(quick!.title).toMatch(bengali);
    expect(late!.html).toContain('<h1>Donors</h1>');
    expect(quick!.html).not.toContain('<h1>Donors</h1>');
    expect(quick!.html).toMatch(/<h1>[\u0980-\u09FF]/);
  });
});
