import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parsePreloadManifest,
  PRELOAD_MANIFEST_FILE,
  type PreloadManifest,
} from '../../common/preload-manifest.ts';
import {
  isBareAddress,
  isPrivateLinkPath,
  isServerDrawnForAdmins,
  preloadApplies,
} from '../../common/route-preloads.ts';
import { type Language, languageInCookies } from '../../common/language.ts';
import { WEB_DIST } from '../paths.ts';
import type { PublicConfig } from '../routes/config.ts';
import { errorBody } from './errors.ts';
import { answeredWrongMethod } from './methods.ts';
import { serverRenderer } from './server-render.ts';

/**
 * index.html for one address, naming the chunks and stylesheets its screen needs
 * (common/route-preloads.ts), so the phone fetches them beside the entry script instead of after
 * it. Addresses without an entry get the plain page. Built once per set of routes and language
 * (the language of the page's first reads: the reader's, from the language cookie).
 */
function pageWithPreloads(html: string, preloads: PreloadManifest) {
  const pages = new Map<string, string>();
  return (url: string, language: Language) => {
    const pathname = url.split('?')[0]!;
    const routes = preloads.routes.filter((route) => preloadApplies(route, pathname));
    if (routes.length === 0) return html;
    const bare = isBareAddress(url);
    const key = `${routes.map((route) => `${route.path}${route.prefix ? '/*' : ''}`).join(' ')} ${bare} ${language}`;
    let page = pages.get(key);
    if (!page) {
      const styles = new Set(routes.flatMap((route) => route.styles));
      const scripts = new Set(routes.flatMap((route) => route.scripts));
      const links = [
        ...[...styles].map(
          (href) => `<link rel="preload" as="style" href="${escapeAttr(href)}" />`,
        ),
        ...[...scripts].map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}" />`,
        ),
      ].join('\n    ');
      page = html.replace('</head>', `  ${links}\n  </head>`);
      // The screen's first reads, and the boot script that starts them (and the session check)
      // before the entry: placed ahead of the entry's own <script>, so that it runs first.
      const reads = [
        ...new Set(
          routes.flatMap((route) => (route.readsDefaultView && !bare ? [] : route.reads[language])),
        ),
      ];
      if (preloads.boot && reads.length > 0) {
        const boot = [
          `<meta name="roktosetu-first-reads" content="${escapeAttr(JSON.stringify(reads))}" />`,
          // async: it runs the moment it arrives, not after the page's other scripts are fetched.
          `<script type="module" async crossorigin src="${escapeAttr(preloads.boot)}"></script>`,
        ].join('\n    ');
        page = page.replace('<script type="module"', `${boot}\n    <script type="module"`);
      }
      pages.set(key, page);
    }
    return page;
  };
}

/** What the build wrote for each address (common/preload-manifest.ts): its screen's chunks. */
async function readPreloads(root: string): Promise<PreloadManifest> {
  const file = path.join(root, PRELOAD_MANIFEST_FILE);
  if (!existsSync(file)) return { routes: [] };
  return parsePreloadManifest(await readFile(file, 'utf8'));
}

/** The built stylesheets (a few tens of KB in all) by their address, for drawn pages to carry. */
async function readStylesheets(root: string): Promise<Map<string, string>> {
  const folder = path.join(root, 'assets');
  const names = existsSync(folder)
    ? (await readdir(folder)).filter((name) => name.endsWith('.css'))
    : [];
  return new Map(
    await Promise.all(
      names.map(
        async (name) =>
          [`/assets/${name}`, await readFile(path.join(folder, name), 'utf8')] as const,
      ),
    ),
  );
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page limits of a server without settings (server/config.ts, PAGE_RATE_LIMIT and PAGE_GLOBAL_LIMIT). */
const DEFAULT_PAGE_LIMIT = 300;
const DEFAULT_PAGE_GLOBAL_LIMIT = 60_000;

/** The key every page not counted per address shares (the global safety limit). */
const ALL_PAGES = 'pages';

/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * How the page route is limited (docs/decisions/055): an admin's dashboard screen asked with a
 * session cookie costs a session check and a drawing with that admin's data, so it is counted per
 * client address (PAGE_RATE_LIMIT). Every other page (a public page, which comes from the kept
 * drawings, or the app's own page) is counted only with all the others (PAGE_GLOBAL_LIMIT): a
 * viral link opened by thousands of phones behind one carrier address must get its pages.
 */
export function pageLimit(perAddress: number, global: number) {
  return {
    keyGenerator: (request: FastifyRequest) => {
      const pathname = request.url.split('?')[0]!;
      const cookie = request.headers.cookie ?? '';
      return isServerDrawnForAdmins(pathname) && SESSION_COOKIE.test(cookie)
        ? `page:${request.ip}`
        : ALL_PAGES;
    },
    max: async (_request: FastifyRequest, key: string) => (key === ALL_PAGES ? global : perAddress),
    timeWindow: '1 minute',
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * the service worker (/sw.js) and the app manifest revalidated on every visit, and index.html for every other non-/api GET so that deep links work. The public settings ride
 * in a <meta> tag of index.html, which saves the phone a request and needs no inline script.
 * A page's HTML also names its screen's chunks for the browser to fetch at once, and on a dashboard
 * page the boot script that starts its session check and first reads (pageWithPreloads).
 */
export async function registerWeb(
  app: FastifyInstance,
  publicConfig: PublicConfig,
  root = WEB_DIST,
  serverRenderDir = path.join(root, '..', 'ssr'),
) {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`${indexFile} is missing: run "npm run build" to serve the web app`);
    return;
  }
  const html = (await readFile(indexFile, 'utf8')).replace(
    '<meta name="roktosetu-config" content="{}" />',
    // (A function, so that a `$` in a setting is not read as a replacement pattern.)
    () => `<meta name="roktosetu-config" content="${escapeAttr(JSON.stringify(publicConfig))}" />`,
  );

  const preloads = await readPreloads(root);
  const pageFor = pageWithPreloads(html, preloads);
  const styles = preloads.serverDrawn ? await readStylesheets(root) : new Map<string, string>();
  const drawnPage = preloads.serverDrawn
    ? serverRenderer(app, path.join(serverRenderDir, 'server-render.js'), publicConfig, {
        html,
        ...preloads.serverDrawn,
        routeFiles(pathname) {
          const routes = preloads.routes.filter((route) => preloadApplies(route, pathname));
          // Each route names what its own screen needs, so a frame and its screen share some.
          return {
            scripts: [...new Set(routes.flatMap((route) => route.scripts))],
            styles: [...new Set(routes.flatMap((route) => route.styles))],
          };
        },
        styleText: (href) => styles.get(href) ?? null,
      })
    : null;

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
      const revalidated = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(
        path.basename(filePath),
      );
      res.setHeader(
        'cache-control',
        revalidated
          ? 'no-cache'
          : immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });

  /**
   * Every other address is a page of the app: drawn here when it can be (its language and who it
   * is for come from the cookies), else the app's page with its screen's preloads. A route rather
   * than the not-found handler, so that the compression plugin's hook reaches it.
   */
  // (Hidden from the API reference: it documents /api only.) The assets, served by their own
  // routes, are not counted.
  const limit = {
    rateLimit: app.hasDecorator('config')
      ? pageLimit(app.config.PAGE_RATE_LIMIT, app.config.PAGE_GLOBAL_LIMIT)
      : pageLimit(DEFAULT_PAGE_LIMIT, DEFAULT_PAGE_GLOBAL_LIMIT),
  };
  app.get('/*', { schema: { hide: true }, config: limit }, async (request, reply) => {
    if (request.url.startsWith('/api')) {
      return answeredWrongMethod(request, reply)
        ? reply
        : reply.status(404).send(errorBody(404, 'Not found'));
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    // (Not for HEAD: its body is thrown away, and an admin's drawing would issue a token.)
    const drawn =
      request.method === 'GET'
        ? await drawnPage?.({
            url: request.url,
            cookie: request.headers.cookie,
            ip: request.ip,
            userAgent: header('user-agent'),
            mobileHint: header('sec-ch-ua-mobile'),
            fetchSite: header('sec-fetch-site'),
          })
        : null;
    if (drawn) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', drawn.cacheControl)
        .header('vary', drawn.vary)
        .send(drawn.html);
    }
    if (isPrivateLinkPath(request.url)) {
      // A token in the address: never kept anywhere, never sent on as a referrer.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    } else {
      reply.header('cache-control', 'no-cache');
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(pageFor(request.url, languageInCookies(request.headers.cookie ?? '') ?? 'bn'));
  });
  app.setNotFoundHandler(async (request, reply) =>
    answeredWrongMethod(request, reply)
      ? reply
      : reply.status(404).send(errorBody(404, 'Not found')),
  );
}
