import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPrivateLinkPath,
  isPublicPath,
  isServerDrawn,
  preloadApplies,
  ROUTE_PRELOADS,
} from '../../common/route-preloads.ts';
import { testConfig } from '../test/config.ts';
import { registerSecurity } from './security.ts';
import { registerWeb } from './web.ts';

/** The built app as served: the service worker and the manifest are revalidated on every visit. */
describe('serving the built app', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'roktosetu-web-'));
    await mkdir(path.join(root, 'assets'));
    const worker = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
    await Promise.all([
      writeFile(
        path.join(root, 'index.html'),
        // (Longer than the compression threshold, as a real page is.)
        `<!doctype html><html><head><meta name="roktosetu-config" content="{}" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div><!--${'page '.repeat(300)}--></body></html>`,
      ),
      writeFile(
        path.join(root, 'route-preloads.json'),
        JSON.stringify({
          boot: '/assets/boot-1.js',
          routes: [
            {
              path: '/contact',
              prefix: false,
              scripts: ['/assets/ContactPage-1.js', '/assets/shared-1.js'],
              styles: ['/assets/ContactPage-1.css'],
            },
            {
              path: '/d',
              prefix: true,
              scripts: ['/assets/DonorLinkPage-1.js'],
              styles: ['/assets/DonorLinkPage-1.css'],
            },
            {
              path: '/r',
              prefix: true,
              scripts: ['/assets/RequestStatusPage-1.js'],
              styles: [],
            },
            {
              path: '/dashboard',
              prefix: true,
              scripts: ['/assets/admin-1.js', '/assets/shared-1.js'],
              styles: [],
              reads: { bn: ['/api/dashboard/counts'], en: ['/api/dashboard/counts'] },
            },
            {
              path: '/dashboard',
              prefix: false,
              scripts: ['/assets/analytics-1.js'],
              styles: [],
              reads: { bn: ['/api/dashboard/analytics'], en: ['/api/dashboard/analytics'] },
            },
            {
              path: '/dashboard/donor-list',
              prefix: false,
              scripts: ['/assets/donors-1.js'],
              styles: [],
              reads: {
                bn: ['/api/available-donor?limit=10&pageNumber=0'],
                en: ['/api/available-donor?limit=10&pageNumber=0'],
              },
              readsDefaultView: true,
            },
            {
              path: '/dashboard/address',
              prefix: false,
              scripts: ['/assets/address-1.js'],
              styles: [],
              reads: {
                bn: ['/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=bn'],
                en: ['/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=en'],
              },
              readsDefaultView: true,
            },
          ],
        }),
      ),
      writeFile(path.join(root, 'sw.js'), worker),
      writeFile(path.join(root, 'sw.js.br'), brotliCompressSync(worker)),
      writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"রক্তসেতু"}'),
      writeFile(path.join(root, 'assets', 'main-abc123.js'), 'export {};'),
    ]);
    const config = testConfig();
    app = Fastify();
    await registerSecurity(app, config);
    await registerWeb(
      app,
      { socialPageUrl: null, googleSignIn: false, demoCredential: null, demo: false },
      root,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves /sw.js from our origin, revalidated on every visit, plain or pre-compressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('no-cache');
      if (encoding === 'br') expect(res.headers['content-encoding']).toBe('br');
    }
  });

  it('sends the app page compressed to a browser that accepts it', async () => {
    for (const url of ['/', '/contact', '/dashboard/settings']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('answers an unknown API address with a 404 in JSON, a HEAD of a page with the page, and no other method', async () => {
    const api = await app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const head = await app.inject({ method: 'HEAD', url: '/contact' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    const post = await app.inject({ method: 'POST', url: '/contact' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ statusCode: 404 });
  });

  it('lets the page register its service worker and read its manifest under the CSP', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('serves the manifest revalidated and the hashed files for a year', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("names a page's screen chunks in its HTML, once each, and nothing on other pages", async () => {
    const preloads = async (url: string) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g)].map(
        (m) => m[2],
      );
    };
    const contact = [
      '/assets/ContactPage-1.css',
      '/assets/ContactPage-1.js',
      '/assets/shared-1.js',
    ];
    expect(await preloads('/contact')).toEqual(contact);
    expect(await preloads('/contact/?from=home')).toEqual(contact);
    // The dashboard's frame on every dashboard address; Analytics' own code only on Analytics.
    expect(await preloads('/dashboard')).toEqual([
      '/assets/admin-1.js',
      '/assets/shared-1.js',
      '/assets/analytics-1.js',
    ]);
    expect(await preloads('/dashboard/settings')).toEqual([
      '/assets/admin-1.js',
      '/assets/shared-1.js',
    ]);
    for (const url of ['/', '/contacts', '/dashboardx', '/leaderBoard'])
      expect(await preloads(url)).toEqual([]);
  });

  it('sends the private-link pages with their own code, never kept and never named as a referrer', async () => {
    const token = 'Abc_-123456789012345678901234567890123456789';
    for (const [url, chunk] of [
      [`/d/${token}`, '/assets/DonorLinkPage-1.js'],
      [`/r/${token}?from=sms`, '/assets/RequestStatusPage-1.js'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="${chunk}"`);
      expect(res.body).not.toContain('admin-1.js');
      expect(res.body).not.toContain(token);
    }
    // What the build turns into those chunks: the two pages' own modules, public, not drawn here.
    const modulesFor = (url: string) =>
      ROUTE_PRELOADS.filter((r) => preloadApplies(r, url)).flatMap((r) => r.modules);
    expect(modulesFor(`/d/${token}`)).toEqual(['web/features/donor-link/DonorLinkPage.tsx']);
    expect(modulesFor(`/r/${token}`)).toEqual([
      'web/features/request-status/RequestStatusPage.tsx',
    ]);
    expect(modulesFor(`/p/${token}`)).toEqual([
      'web/features/patient-status/PatientStatusPage.tsx',
    ]);
    for (const url of [`/d/${token}`, `/r/${token}`, `/p/${token}`]) {
      expect([isPublicPath(url), isServerDrawn(url), isPrivateLinkPath(url)]).toEqual([
        true,
        false,
        true,
      ]);
    }
    expect(isPrivateLinkPath('/dashboard/donor-list')).toBe(false);
    // Other pages stay revalidated (and so kept by the service worker for offline use).
    expect((await app.inject({ url: '/contact' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/dx' })).headers['cache-control']).toBe('no-cache');
  });

  it("starts a dashboard screen's session check and first reads before the entry, and nowhere else", async () => {
    const page = async (url: string) => (await app.inject({ url })).body;
    const firstReads = (html: string) => {
      const content = /<meta name="roktosetu-first-reads" content="([^"]*)"/.exec(html)?.[1];
      return content === undefined
        ? null
        : (JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[]);
    };
    const analytics = await page('/dashboard');
    expect(firstReads(analytics)).toEqual(['/api/dashboard/counts', '/api/dashboard/analytics']);
    // The boot script comes before the entry, so that it runs first.
    const boot = analytics.indexOf(
      '<script type="module" async crossorigin src="/assets/boot-1.js">',
    );
    expect(boot).toBeGreaterThan(-1);
    expect(boot).toBeLessThan(analytics.indexOf('src="/assets/index-1.js"'));
    expect(firstReads(await page('/dashboard/settings'))).toEqual(['/api/dashboard/counts']);
    // The donor list's default first page is read only for the bare address: with a search or
    // filters the screen asks for another page, so the page names the sidebar's counts alone.
    expect(firstReads(await page('/dashboard/donor-list'))).toEqual([
      '/api/dashboard/counts',
      '/api/available-donor?limit=10&pageNumber=0',
    ]);
    expect(firstReads(await page('/dashboard/donor-list?q=rahim&group=A%2B'))).toEqual([
      '/api/dashboard/counts',
    ]);
    expect(firstReads(await page('/dashboard/donor-list?'))).toHaveLength(2);
    // A list in alphabetical order is read in the reader's language (the language cookie).
    expect(firstReads(await page('/dashboard/address'))).toEqual([
      '/api/dashboard/counts',
      '/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=bn',
    ]);
    const english = await app.inject({
      url: '/dashboard/address',
      headers: { cookie: 'roktosetu-language=en' },
    });
    expect(firstReads(english.body)).toEqual([
      '/api/dashboard/counts',
      '/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=en',
    ]);
    // Public pages load no boot script and name no reads.
    for (const url of ['/', '/contact', '/leaderBoard', '/dashboardx']) {
      const html = await page(url);
      expect(firstReads(html)).toBeNull();
      expect(html).not.toContain('boot-1.js');
    }
  });
});
