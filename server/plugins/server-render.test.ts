import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerSecurity } from './security.ts';
import { registerWeb } from './web.ts';

/**
 * A stand-in for the server's copy of the app (web/server-render.tsx): draws the address, the
 * language and the session hint it was given and the answer of the one read it makes, and counts
 * its drawings. The real bundle is drawn in e2e/drawn-pages.spec.ts.
 */
const FAKE_BUNDLE = `
let drawings = 0;
export async function drawPage(url, { signedIn, send, config }) {
  if (url.startsWith('/aboutUs')) throw new Error('this page cannot be drawn');
  drawings++;
  const answer = await (await send('/api/thing', { method: 'GET' })).json();
  const language = import.meta.url.endsWith('.en.js') ? 'en' : 'bn';
  const demo = config.demo;
  return {
    html: '<main>' + [language, url, signedIn, answer.name, drawings, demo].join('|') + '</main>',
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
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('public pages drawn on the server', () => {
  let app: FastifyInstance;
  let root: string;
  /** What the fake public read answers; a new ETag whenever it changes. */
  let thing = { name: 'first', version: 1 };

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
            {
              path: '/leaderBoard',
              prefix: false,
              scripts: ['/assets/LeaderBoardPage-1.js', '/assets/shared-1.js'],
              styles: ['/assets/LeaderBoardPage-1.css'],
              reads: [],
            },
          ],
        }),
      ),
      writeFile(path.join(root, 'ssr', 'server-render.bn.js'), FAKE_BUNDLE),
      writeFile(path.join(root, 'ssr', 'server-render.en.js'), FAKE_BUNDLE),
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      OWNER_EMAIL: 'owner@roktosetu.test',
      PUBLIC_URL: 'http://localhost:3000',
    });
    app = Fastify();
    await registerSecurity(app, config);
    app.get('/api/thing', (_request, reply) =>
      reply.header('etag', `W/"${thing.version}"`).send({ name: thing.name }),
    );
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
    expect(drawnMain(html)?.split('|').slice(0, 4)).toEqual([
      'bn',
      '/leaderBoard',
      'false',
      'first',
    ]);
    // The installation's settings reach the drawing (the demo notice is drawn on a demo).
    expect(drawnMain(html)?.endsWith('|true')).toBe(true);
    expect(html).toContain('<title>Leader Board &lt;1&gt; - Roktosetu</title>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/LeaderBoardPage-1.css" />',
    );
    // The entry and its preloads are not in the page: the page start loads them when needed.
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('modulepreload');
    const start = /<script type="module" async crossorigin ([^>]*)><\/script>/.exec(html)?.[1];
    expect(start).toContain('src="/assets/page-start-1.js"');
    expect(start).toContain('data-entry="/assets/index-1.js"');
    expect(start).toContain(
      'data-scripts="/assets/index-1.js /assets/jsxRuntime-1.js /assets/LeaderBoardPage-1.js /assets/shared-1.js"',
    );
    expect(start).not.toContain('data-signed-in');
    // The data the page was drawn with, for the app: nothing in it can end its element.
    const data = /<script type="application\/json" id="roktosetu-page">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data!)).toMatchObject({
      signedIn: false,
      queries: { queries: [{ queryKey: ['thing'], note: '</script><script>alert(1)</script>' }] },
    });
  });

  it('draws the language of the cookie, and says when a session cookie came', async () => {
    const english = await open('/leaderBoard', 'roktosetu-language=en');
    expect(english.body).toContain('<html lang="en">');
    expect(drawnMain(english.body)?.startsWith('en|')).toBe(true);
    const bengali = await open('/leaderBoard', 'roktosetu-language=bn');
    expect(bengali.body).toContain('<html lang="bn">');
    const signedIn = await open('/leaderBoard', 'a=1; better-auth.session_token=secret-value');
    expect(drawnMain(signedIn.body)?.split('|')[2]).toBe('true');
    expect(signedIn.body).toContain('data-signed-in');
    // The cookie's value never reaches the page.
    expect(signedIn.body).not.toContain('secret-value');
    const secure = await open('/leaderBoard', '__Secure-better-auth.session_token=x');
    expect(drawnMain(secure.body)?.split('|')[2]).toBe('true');
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

  it('leaves the dashboard, unknown addresses and a page that fails to draw to the browser app', async () => {
    for (const url of ['/dashboard', '/profile', '/no-such-page', '/aboutUs']) {
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
