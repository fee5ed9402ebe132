import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { registerSecurity } from './security.ts';
import { pageKey } from './server-render.ts';
import { registerWeb } from './web.ts';

/**
 * A stand-in for the server's copy of the app (web/server-render.tsx): draws the address, the
 * language, whom it was drawn for, the answer of the one read it makes and the layout, and counts
 * its drawings. The real bundle is drawn in e2e/drawn-pages.spec.ts.
 */
const FAKE_BUNDLE = `
let drawings = 0;
export async function drawPage(url, { auth, wide, send, config, language }) {
  if (url.startsWith('/aboutUs')) throw new Error('this page cannot be drawn');
  drawings++;
  const answer = await (await send('/api/thing', { method: 'GET' })).json();
  const demo = config.demo;
  const who = typeof auth === 'object' ? auth.role + ':' + auth.user.email : auth;
  return {
    html: '<main>' + [language, url, who, answer.name, drawings, demo, wide].join('|') + '</main>',
    title: 'Leader Board <1> - Roktosetu',
    queries: { mutations: [], queries: [{ queryKey: ['thing'], note: '</script><script>alert(1)</script>' }] },
  };
}
`;

const INDEX_HTML = `<!doctype html>
<html lang="bn">
  <head>
    <meta name="roktosetu-config" content="{}" />
    <title>Roktosetu</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsxRuntime-1.js">
    <link rel="stylesheet" href="/assets/index-1.css" data-stylesheet="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <!-- ${'page '.repeat(300)} -->
  </body>
</html>`;

describe('public pages drawn on the server', () => {
  let app: FastifyInstance;
  let root: string;
  /** What the fake public read answers; a new ETag whenever it changes. */
  let thing = { name: 'first', version: 1 };
  /** Whether the fake read hangs (longer than a drawing waits). */
  let hang = false;
  /** Who the session check was asked about (the address and browser it was told). */
  const sessionChecks: { ip: string; userAgent?: string }[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'roktosetu-drawn-'));
    await mkdir(path.join(root, 'web', 'assets'), { recursive: true });
    await mkdir(path.join(root, 'ssr'));
    await Promise.all([
      writeFile(path.join(root, 'web', 'index.html'), INDEX_HTML),
      writeFile(
        path.join(root, 'web', 'route-preloads.json'),
        JSON.stringify({
          boot: '/assets/boot-1.js',
          serverDrawn: {
            script: '/assets/page-start-1.js',
            entry: '/assets/index-1.js',
            entryScripts: ['/assets/index-1.js', '/assets/jsxRuntime-1.js'],
          },
          routes: [
            // A frame's route and its screen's route may name the same files.
            {
              path: '/leaderBoard',
              prefix: true,
              scripts: ['/assets/shared-1.js'],
              styles: ['/assets/LeaderBoardPage-1.css', '/assets/odd-1.css'],
              reads: { bn: [], en: [] },
            },
            {
              path: '/leaderBoard',
              prefix: false,
              scripts: ['/assets/LeaderBoardPage-1.js', '/assets/shared-1.js'],
              styles: ['/assets/LeaderBoardPage-1.css'],
              reads: { bn: [], en: [] },
            },
          ],
        }),
      ),
      writeFile(path.join(root, 'web', 'assets', 'index-1.css'), 'body{color:red}'),
      writeFile(path.join(root, 'web', 'assets', 'LeaderBoardPage-1.css'), 'h1{color:blue}'),
      // Text that would end a <style> element early: left as a link.
      writeFile(
        path.join(root, 'web', 'assets', 'odd-1.css'),
        '/* </style><script>x()</script> */',
      ),
      writeFile(path.join(root, 'ssr', 'server-render.js'), FAKE_BUNDLE),
    ]);
    // A limit no test here reaches but the one about it, on its own server.
    const config = testConfig({ PAGE_RATE_LIMIT: '10000' });
    app = Fastify();
    app.decorate('config', config);
    await registerSecurity(app, config);
    app.get('/api/thing', async (request, reply) => {
      if (hang) await new Promise((resolve) => setTimeout(resolve, 10_000));
      // An admin's drawing reads with the token the session check gave it.
      const token = request.headers.authorization?.replace('Bearer ', '');
      if (token) return reply.send({ name: `for ${token}` });
      return reply.header('etag', `W/"${thing.version}"`).send({ name: thing.name });
    });
    // The app's session check (server/routes/users): an admin, a user or nobody, by the cookie.
    app.put('/api/token', (request) => {
      sessionChecks.push({ ip: request.ip, userAgent: request.headers['user-agent'] });
      const cookie = request.headers.cookie ?? '';
      const role = /session_token=admin/.test(cookie)
        ? 'admin'
        : /session_token=user/.test(cookie)
          ? 'user'
          : null;
      if (!role) return { user: null };
      return {
        user: { email: `${role}@roktosetu.test`, name: 'Rahim', image: null },
        role,
        admin: role === 'admin',
        token: `${role}-token`,
      };
    });
    await registerWeb(
      app,
      { socialPageUrl: null, googleSignIn: false, demoCredential: null, demo: true },
      path.join(root, 'web'),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    thing = { name: 'first', version: 1 };
    hang = false;
  });

  const open = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const drawnMain = (html: string) => /<div id="root"><main>([^<]*)<\/main><\/div>/.exec(html)?.[1];

  it('sends the page drawn with its data, its title and stylesheets, and no script but the page start', async () => {
    const res = await open('/leaderBoard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('cookie');
    const html = res.body;
    expect(drawnMain(html)?.split('|')).toEqual([
      'bn',
      '/leaderBoard',
      'signedOut',
      'first',
      expect.any(String),
      // The installation's settings reach the drawing (the demo notice is drawn on a demo).
      'true',
      // A public page is drawn phone first, for everyone alike.
      'false',
    ]);
    expect(html).toContain('<title>Leader Board &lt;1&gt; - Roktosetu</title>');
    // The stylesheets are in the page, in their order, each once though two routes name it, and
    // marked with their address, so the app (web/shared/stylesheets.ts) does not add them again;
    // one whose text is unknown stays a link, marked the same way.
    expect(html.match(/<style[^>]*>[^<]*<\/style>|<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<style data-stylesheet="/assets/index-1.css">body{color:red}</style>',
      '<style data-stylesheet="/assets/LeaderBoardPage-1.css">h1{color:blue}</style>',
      '<link rel="stylesheet" href="/assets/odd-1.css" data-stylesheet="/assets/odd-1.css" />',
    ]);
    expect(html).not.toContain('<script>x()');
    // The entry and its preloads are not in the page: the page start loads them when needed.
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('modulepreload');
    const start = /<script type="module" async crossorigin ([^>]*)><\/script>/.exec(html)?.[1];
    expect(start).toContain('src="/assets/page-start-1.js"');
    expect(start).toContain('data-entry="/assets/index-1.js"');
    expect(start).toContain(
      'data-scripts="/assets/index-1.js /assets/jsxRuntime-1.js /assets/shared-1.js /assets/LeaderBoardPage-1.js"',
    );
    expect(start).not.toContain('data-signed-in');
    // The data the page was drawn with, for the app: nothing in it can end its element.
    const data = /<script type="application\/json" id="roktosetu-page">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data!)).toMatchObject({
      auth: 'signedOut',
      wide: false,
      queries: { queries: [{ queryKey: ['thing'], note: '</script><script>alert(1)</script>' }] },
    });
  });

  it('sends a drawn page compressed to a browser that accepts it', async () => {
    const res = await app.inject({ url: '/leaderBoard', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/cookie.*accept-encoding/);
    expect(drawnMain(gunzipSync(res.rawPayload).toString())?.split('|')[1]).toBe('/leaderBoard');
  });

  it('draws the language of the cookie, and says when a session cookie came', async () => {
    const english = await open('/leaderBoard', 'roktosetu-language=en');
    expect(english.body).toContain('<html lang="en">');
    expect(drawnMain(english.body)?.startsWith('en|')).toBe(true);
    const bengali = await open('/leaderBoard', 'roktosetu-language=bn');
    expect(bengali.body).toContain('<html lang="bn">');
    const signedIn = await open('/leaderBoard', 'a=1; better-auth.session_token=secret-value');
    expect(drawnMain(signedIn.body)?.split('|')[2]).toBe('unknown');
    expect(signedIn.body).toContain('data-signed-in');
    // The app starts at once for them: its scripts are asked for beside the stylesheets.
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LeaderBoardPage-1.js" />',
    );
    // The cookie's value never reaches the page.
    expect(signedIn.body).not.toContain('secret-value');
    const secure = await open('/leaderBoard', '__Secure-better-auth.session_token=x');
    expect(drawnMain(secure.body)?.split('|')[2]).toBe('unknown');
  });

  it('keeps a drawn page while its reads answer the same, and draws it again when one changes', async () => {
    const drawing = async () =>
      Number(drawnMain((await open('/leaderBoard?kept=1')).body)?.split('|')[4]);
    const first = await drawing();
    expect(await drawing()).toBe(first);
    thing = { name: 'second', version: 2 };
    const again = await open('/leaderBoard?kept=1');
    expect(drawnMain(again.body)?.split('|')[3]).toBe('second');
    expect(Number(drawnMain(again.body)?.split('|')[4])).toBeGreaterThan(first);
  });

  it('draws a page once for any query it does not read: random queries cannot push a kept page out', async () => {
    const drawing = async (url: string) => Number(drawnMain((await open(url)).body)?.split('|')[4]);
    const first = await drawing('/leaderBoard');
    // More addresses than the pages kept at most, each with a query the page does not read.
    for (let i = 0; i < 250; i++) {
      const url = `/leaderBoard${'/'.repeat(i % 3)}?q${i}=${Math.random()}&utm_source=${i}`;
      const res = await open(url);
      // Drawn for its page key, not the address asked for: the same kept drawing every time.
      expect(drawnMain(res.body)?.split('|').slice(1, 2)).toEqual(['/leaderBoard']);
      expect(Number(drawnMain(res.body)?.split('|')[4])).toBe(first);
    }
    expect(await drawing('/leaderBoard')).toBe(first);
  });

  it('keys a page by its path and only the query parameters it reads, in a fixed order', () => {
    const reads = { '/leaderBoard': ['period', 'page'] } as const;
    expect(pageKey('/leaderBoard')).toBe('/leaderBoard');
    expect(pageKey('/leaderBoard//?x=1&y=2')).toBe('/leaderBoard');
    expect(pageKey('/?a=1')).toBe('/');
    expect(pageKey('///')).toBe('/');
    expect(pageKey('/leaderBoard?page=2&x=1&period=year&page=3', reads)).toBe(
      '/leaderBoard?period=year&page=2',
    );
    expect(pageKey('/leaderBoard/?x=1', reads)).toBe('/leaderBoard');
    expect(pageKey('/contact?period=year', reads)).toBe('/contact');
    // The leader board shows the unit its address names: one drawing per unit.
    expect(pageKey('/leaderBoard?x=1&unit=u1')).toBe('/leaderBoard?unit=u1');
  });

  it('serves a crowd behind one address its public pages, and counts only admin screens per address', async () => {
    // Two thousand phones behind one carrier address, then a global limit just above them.
    const config = testConfig({ PAGE_RATE_LIMIT: '3', PAGE_GLOBAL_LIMIT: '2100' });
    const limited = Fastify();
    limited.decorate('config', config);
    await registerSecurity(limited, config);
    limited.get('/api/thing', async (_request, reply) =>
      reply.header('etag', 'W/"1"').send({ name: 'first' }),
    );
    await registerWeb(
      limited,
      { socialPageUrl: null, googleSignIn: false, demoCredential: null, demo: true },
      path.join(root, 'web'),
    );
    const page = (url: string, remoteAddress = '10.9.9.9', cookie?: string) =>
      limited.inject({ url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });
    /** The drawing's count, which the fake bundle writes into the page. */
    const drawingOf = (html: string) => /<main>([^<]*)<\/main>/.exec(html)?.[1]?.split('|')[4];
    try {
      const codes = new Map<number, number>();
      const drawingsSeen = new Set<string | undefined>();
      for (let batch = 0; batch < 40; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            page(i % 10 === 9 ? '/no-such-page' : '/leaderBoard'),
          ),
        );
        for (const answer of answers) {
          codes.set(answer.statusCode, (codes.get(answer.statusCode) ?? 0) + 1);
          if (answer.body.includes('<main>')) drawingsSeen.add(drawingOf(answer.body));
        }
      }
      expect(Object.fromEntries(codes)).toEqual({ 200: 2000 });
      // The first fifty arrived together, before any drawing was kept: they shared one.
      expect(drawingsSeen.size).toBe(1);
      // An admin's screen, asked with a session cookie, costs a session check and a drawing:
      // counted per client address.
      const admin = 'better-auth.session_token=someone';
      const adminCodes = [];
      for (let i = 0; i < 4; i++)
        adminCodes.push((await page('/dashboard', '10.9.9.9', admin)).statusCode);
      expect(adminCodes).toEqual([200, 200, 200, 429]);
      expect((await page('/dashboard', '10.9.9.8', admin)).statusCode).toBe(200);
      // The assets are not pages: not counted.
      expect((await page('/assets/index-1.css')).statusCode).toBe(200);
      // The global safety limit counts every other page from every address together.
      const more = [];
      for (let i = 0; i < 101; i++)
        more.push((await page('/leaderBoard', `10.8.0.${i}`)).statusCode);
      expect(more.slice(0, 100).every((code) => code === 200)).toBe(true);
      expect(more[100]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  const PHONE =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it("draws an admin's first dashboard screens with their data, for them only, and lets nothing keep it", async () => {
    sessionChecks.length = 0;
    const res = await app.inject({
      url: '/dashboard/donor-list',
      remoteAddress: '10.1.2.3',
      headers: { cookie: 'better-auth.session_token=admin-session', 'user-agent': PHONE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(drawnMain(res.body)?.split('|')).toEqual([
      'bn',
      '/dashboard/donor-list',
      'admin:admin@roktosetu.test',
      'for admin-token',
      expect.any(String),
      'true',
      // The browser said it is a phone: cards, not the table.
      'false',
    ]);
    // The session check was the request's own: its address and browser.
    expect(sessionChecks).toEqual([{ ip: '10.1.2.3', userAgent: PHONE }]);
    const data = /<script type="application\/json" id="roktosetu-page">([^<]*)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(data!)).toMatchObject({
      auth: { role: 'admin', token: 'admin-token', user: { email: 'admin@roktosetu.test' } },
      wide: false,
    });
    // Nothing of an admin's reads is offered to the phone's offline copy of public reads.
    expect(res.body).not.toContain('data-reads');
    expect(res.body).toContain('data-signed-in');

    const wide = await app.inject({
      url: '/dashboard',
      headers: { cookie: 'better-auth.session_token=admin-session', 'user-agent': DESKTOP },
    });
    expect(drawnMain(wide.body)?.split('|').at(-1)).toBe('true');
    const hinted = await app.inject({
      url: '/dashboard',
      headers: {
        cookie: 'better-auth.session_token=admin-session',
        'user-agent': DESKTOP,
        'sec-ch-ua-mobile': '?1',
      },
    });
    expect(drawnMain(hinted.body)?.split('|').at(-1)).toBe('false');
  });

  it("gives a signed-in user who is not an admin, and anyone else, the app's page for a dashboard screen", async () => {
    for (const cookie of [
      'better-auth.session_token=user-session',
      'better-auth.session_token=gone',
      '',
    ]) {
      const res = await open('/dashboard/donor-list', cookie);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('user@roktosetu.test');
      expect(res.body).not.toContain('-token');
    }
  });

  it('puts text with $ in it into the page as it is (no replacement patterns)', async () => {
    thing = { name: "a$'b$`c$&d$$e", version: 7 };
    const res = await open('/leaderBoard?dollars=1');
    expect(drawnMain(res.body)?.split('|')[3]).toBe("a$'b$`c$&d$$e");
    const data = /<script type="application\/json" id="roktosetu-page">([^<]*)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(() => JSON.parse(data!)).not.toThrow();
    expect(res.body.match(/<\/body>/g)).toHaveLength(1);
  });

  it('draws no admin screen for HEAD or for a page opened from another site', async () => {
    sessionChecks.length = 0;
    const cookie = 'better-auth.session_token=admin-session';
    const head = await app.inject({ method: 'HEAD', url: '/dashboard', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    for (const site of ['cross-site', 'same-site']) {
      const res = await app.inject({
        url: '/dashboard',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('admin-token');
    }
    // No token was issued for any of them.
    expect(sessionChecks).toEqual([]);
    const typed = await app.inject({
      url: '/dashboard',
      headers: { cookie, 'sec-fetch-site': 'none' },
    });
    expect(typed.body).toContain('admin-token');
  });

  it("gives the app's page, and keeps nothing, when a read hangs", async () => {
    hang = true;
    const started = Date.now();
    const res = await open('/contact?hanging=1');
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(res.body).toContain('<div id="root"></div>');
    hang = false;
    // The next visit draws it (nothing half-drawn was kept).
    expect(drawnMain((await open('/contact?hanging=1')).body)?.split('|')[3]).toBe('first');
  }, 15_000);

  it('leaves unknown addresses, screens not drawn here and a page that fails to draw to the browser app', async () => {
    for (const url of ['/dashboard', '/dashboard/users', '/profile', '/no-such-page', '/aboutUs']) {
      const res = await open(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      );
      expect(res.body).not.toContain('page-start');
    }
  });
});
