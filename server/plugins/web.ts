import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { WEB_DIST } from '../paths.ts';
import type { PublicConfig } from '../routes/config.ts';
import { errorBody } from './errors.ts';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * the service worker (/sw.js) and the app manifest revalidated on every visit, and index.html for every other non-/api GET so that deep links work. The public settings ride
 * in a <meta> tag of index.html, which saves the phone a request and needs no inline script.
 */
export async function registerWeb(app: FastifyInstance, publicConfig: PublicConfig, root = WEB_DIST) {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`${indexFile} is missing: run "npm run build" to serve the web app`);
    return;
  }
  const html = (await readFile(indexFile, 'utf8')).replace(
    '<meta name="roktosetu-config" content="{}" />',
    `<meta name="roktosetu-config" content="${escapeAttr(JSON.stringify(publicConfig))}" />`,
  );

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker and the app manifest are checked on every visit, so that a new version
      // reaches the phones at once (docs/decisions/028).
      const revalidated = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path.basename(filePath));
      res.setHeader(
        'cache-control',
        revalidated ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!request.url.startsWith('/api') && wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(404, 'Not found'));
  });
}
