import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
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
      writeFile(path.join(root, 'index.html'), '<!doctype html><meta name="roktosetu-config" content="{}" /><div id="root"></div>'),
      writeFile(path.join(root, 'sw.js'), worker),
      writeFile(path.join(root, 'sw.js.br'), brotliCompressSync(worker)),
      writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"রক্তসেতু"}'),
      writeFile(path.join(root, 'assets', 'main-abc123.js'), 'export {};'),
    ]);
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-42', OWNER_EMAIL: 'owner@roktosetu.test', PUBLIC_URL: 'http://localhost:3000' });
    app = Fastify();
    await registerSecurity(app, config);
    await registerWeb(app, { socialPageUrl: null, googleSignIn: false, demoCredential: null, demo: false }, root);
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
});
