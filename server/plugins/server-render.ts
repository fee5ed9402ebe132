import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  isServerDrawn,
  isServerDrawnForAdmins,
  KEPT_PUBLIC_READS,
  type SERVER_DRAWN_PATHS,
} from '../../common/route-preloads.ts';
import { type Language, languageInCookies } from '../../common/language.ts';
import type { PublicConfig } from '../routes/config.ts';

/**
 * Pages drawn on the server (docs/decisions/032): the phone gets the page's text, links, data and
 * stylesheets in the HTML itself, and paints it as soon as the HTML has arrived, with no script
 * run. The drawing is done by the browser app's own code, built for the server
 * (web/server-render.tsx → dist/ssr/server-render.*.js); the app takes the page over later
 * (web/page-start.ts).
 *
 * - Language: the language cookie (common/language.ts); Bengali without it.
 * - Public pages (SERVER_DRAWN_PATHS) read only what any anonymous visitor may read, through this
 *   server's own public API routes, sent with no cookie and no token. A browser with an identity
 *   session cookie gets them as a signed-out visitor would, with the account menu left to the app
 *   (which then starts at once). They are kept (per page key, language and session cookie) and
 *   drawn again when any read they were drawn with answers differently (its ETag, from the public
 *   cache, decisions/020). The page key (pageKey) is the path without trailing slashes plus only
 *   the query parameters that page's drawing reads (PAGE_QUERY), in a fixed order: a page is drawn
 *   with that key as its address, so any other query cannot make another drawing or push a kept
 *   page out. The kept pages are bounded by count and by bytes (least recently used go first).
 * - An admin's first dashboard screens (SERVER_DRAWN_FOR_ADMINS) are drawn only for a session that
 *   the app's own session check (PUT /api/token, with the request's cookie and address) finds to
 *   be an admin's; their reads carry the token it issues, so they see exactly what that admin's
 *   app would. Such a page is never kept, here or by the browser (no-store); for anyone else the
 *   address gets the app's page, as before.
 */

/** Who a page is drawn for (web/foundation/server-page.ts, DrawnFor). */
type DrawnFor =
  | 'signedOut'
  | 'unknown'
  | { user: { email: string; name: string; image: string | null }; role: string; token: string };

/**
 * What the server-side bundle exports (web/server-render.tsx): it renders a page once, after its
 * route loaders have read its data, and keeps nothing of one drawing where another finds it, so
 * drawings run at the same time.
 */
interface ServerRenderModule {
  drawPage(
    url: string,
    options: {
      auth: DrawnFor;
      wide: boolean;
      send: (url: string, init: RequestInit) => Promise<Response>;
      config: PublicConfig;
      language: Language;
    },
  ): Promise<{ html: string; title: string; queries: unknown; unread?: string[] } | null>;
}

/** What the request says that the drawing needs. */
export interface PageRequest {
  url: string;
  cookie?: string;
  /** The client's address and browser, for the session check of an admin's screen. */
  ip: string;
  userAgent?: string;
  /** `Sec-CH-UA-Mobile`, the browser's word that it is a phone (`?1`). */
  mobileHint?: string;
  /** `Sec-Fetch-Site`: where the navigation came from (an admin's screen is drawn only for this site's own or a typed one). */
  fetchSite?: string;
}

/** A drawn page and how the browser may keep it. */
export interface DrawnPage {
  html: string;
  cacheControl: string;
  /** The request headers the page depends on. */
  vary: string;
}

/** The parts of the built index.html and route-preloads.json that a drawn page is made of. */
export interface DrawnPageParts {
  /** index.html with the installation's settings in it. */
  html: string;
  /** web/page-start.ts's script, the app's entry and what the entry imports. */
  script: string;
  entry: string;
  entryScripts: string[];
  /** A public address's screen chunks and stylesheets (common/route-preloads.ts). */
  routeFiles(pathname: string): { scripts: string[]; styles: string[] };
  /** A built stylesheet's text by its address, for the page to carry it (null when unknown). */
  styleText(href: string): string | null;
}

/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/**
 * How long one read (or an admin's session check) may take for a drawing: a page waits for its
 * reads before it is rendered, so a read that hangs would hold the page. Past this, the read counts
 * as failed (drawn as loading, left to the app) and the page is not kept.
 */
const READ_TIME_LIMIT_MS = 3_000;

function inTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('a read for a drawing took too long')),
      READ_TIME_LIMIT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Kept pages at most, by count and by the bytes of their HTML (least recently used go first). */
const MAX_KEPT = 200;
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
/** A kept page is drawn again after this long whatever its reads say (its footer's year, say). */
const KEPT_FOR_MS = 10 * 60_000;

/**
 * The query parameters each public drawn page reads, in the order they go into its key. A page not
 * named reads none. A page that starts reading one must be named here, or it would be drawn (and
 * kept) as if the parameter were absent. The leader board reads the unit whose board it shows.
 */
export const PAGE_QUERY: Partial<Record<(typeof SERVER_DRAWN_PATHS)[number], readonly string[]>> = {
  '/leaderBoard': ['unit'],
};

/**
 * The address a public page is drawn and kept under: its path without trailing slashes, and only
 * the parameters it reads (PAGE_QUERY), each once (its first value), in PAGE_QUERY's order.
 */
export function pageKey(url: string, query: typeof PAGE_QUERY = PAGE_QUERY): string {
  const start = url.indexOf('?');
  const rawPath = start === -1 ? url : url.slice(0, start);
  const path = rawPath.replace(/(.)\/+$/, '$1');
  const names = query[path as keyof typeof PAGE_QUERY] ?? [];
  if (names.length === 0 || start === -1) return path;
  const given = new URLSearchParams(url.slice(start + 1));
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

interface Kept {
  page: string;
  /** Each read the page was drawn with and the ETag of its answer then. */
  reads: { url: string; etag: string | null }[];
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script type="application/json">: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The entry's own script tag and module preloads in the built index.html, which a drawn page leaves out. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
/**
 * The app's own stylesheet, linked by the built index.html (vite.config.ts, globalStylesheet), which
 * a drawn page carries inline instead.
 */
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-stylesheet="[^"]*">\s*/g;

/**
 * The page's stylesheets, in their order, carried in the page itself: the phone paints the drawn
 * page as soon as the HTML has arrived, with no stylesheet to wait for, and lays it out once (a
 * page waiting on its stylesheets was laid out twice, before and after them). Each carried sheet
 * is marked with its address (`data-stylesheet`): the app, which adds the stylesheets its code
 * names (web/shared/stylesheets.ts), sees it there and adds it no second time. A stylesheet whose
 * text is unknown, or could end the element, stays a link, marked the same way.
 */
function inlineStyles(
  entryStyles: string[],
  screenStyles: string[],
  styleText: (href: string) => string | null,
) {
  return [...new Set([...entryStyles, ...screenStyles])]
    .map((href) => {
      const text = styleText(href);
      const address = escapeAttr(href);
      if (text === null || /<\/style/i.test(text))
        return `  <link rel="stylesheet" href="${address}" data-stylesheet="${address}" />\n`;
      return `  <style data-stylesheet="${address}">${text}</style>\n`;
    })
    .join('');
}

/**
 * `bundle`: the server's copy of the app (dist/ssr/server-render.js), which draws a page in either
 * language. Without it (a build without the server copy), every page is drawn by the browser.
 */
export function serverRenderer(
  app: FastifyInstance,
  bundle: string,
  publicConfig: PublicConfig,
  parts: DrawnPageParts,
) {
  if (!existsSync(bundle) || !ENTRY_SCRIPT.test(parts.html)) {
    app.log.warn(`${bundle} is missing: public pages are drawn by the browser`);
    return null;
  }
  const entryStyles = [...parts.html.matchAll(STYLESHEET)].map((match) => match[1]!);
  const template = parts.html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '');
  let copy: Promise<ServerRenderModule> | undefined;
  /** The public drawings under way, by the key they will be kept under. */
  const drawings = new Map<string, Promise<Kept | null>>();
  const kept = new LRUCache<string, Kept>({
    max: MAX_KEPT,
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.page)),
    ttl: KEPT_FOR_MS,
  });

  /** The copy, loaded once, at the first page to draw. */
  const loadCopy = () =>
    (copy ??= import(pathToFileURL(bundle).href) as Promise<ServerRenderModule>);

  /**
   * A read answered by this server: as an anonymous visitor's browser would be answered, or with
   * an admin's token.
   */
  const read = async (url: string, token?: string) => {
    const answer = await inTime(
      app.inject({
        method: 'GET',
        url,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      }),
    );
    return {
      status: answer.statusCode,
      body: answer.body,
      etag: answer.headers.etag?.toString() ?? null,
    };
  };
  /** Sends the page's reads (GETs of the API only), noting the ETag of each answer it is drawn with. */
  const sender =
    (etags: Map<string, string | null>, token?: string) =>
    async (url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
        throw new Error('a drawing only reads');
      // A read that fails or is late leaves the page unkept (no ETag to check it by).
      etags.set(url, null);
      const answer = await read(url, token);
      etags.set(url, answer.etag);
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    };

  async function stillTrue(page: Kept) {
    try {
      for (const { url, etag } of page.reads) if ((await read(url)).etag !== etag) return false;
    } catch {
      return false;
    }
    return true;
  }

  async function draw(
    request: PageRequest,
    url: string,
    pathname: string,
    language: Language,
    auth: DrawnFor,
  ) {
    const renderer = await loadCopy();
    const etags = new Map<string, string | null>();
    const token = typeof auth === 'object' ? auth.token : undefined;
    // The layout the screen is drawn for: a public page is kept for everyone and measures nothing
    // (phone first); an admin's screen takes the browser's word that it is a phone.
    const wide =
      token !== undefined &&
      request.mobileHint !== '?1' &&
      !/Mobi|Android/.test(request.userAgent ?? '');
    const drawn = await renderer.drawPage(url, {
      auth,
      wide,
      send: sender(etags, token),
      config: publicConfig,
      language,
    });
    if (!drawn) return null;
    // A screen read something its route's loader does not name: drawn loading, read by the app.
    if (drawn.unread && drawn.unread.length > 0)
      app.log.warn(
        { path: pathname, unread: drawn.unread },
        'a drawn page has reads its loaders did not make',
      );
    const { scripts, styles } = parts.routeFiles(pathname);
    const data = { queries: drawn.queries, auth, wide };
    // The public reads the phone keeps for offline use: it never asked for these itself.
    const kept = token
      ? []
      : [...etags.keys()].filter((url) =>
          (KEPT_PUBLIC_READS as readonly string[]).includes(url.split('?')[0]!),
        );
    const appScripts = [...new Set([...parts.entryScripts, ...scripts])];
    const start = [
      `src="${escapeAttr(parts.script)}"`,
      `data-entry="${escapeAttr(parts.entry)}"`,
      `data-scripts="${escapeAttr(appScripts.join(' '))}"`,
      ...(kept.length > 0 ? [`data-reads="${escapeAttr(kept.join(' '))}"`] : []),
      ...(auth !== 'signedOut' ? ['data-signed-in'] : []),
    ].join(' ');
    const page = template
      .replace('<html lang="bn">', () => `<html lang="${language}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeText(drawn.title || 'Roktosetu')}</title>`,
      )
      .replace(
        '</head>',
        () =>
          inlineStyles(entryStyles, styles, parts.styleText) +
          // The app starts at once for someone who may be signed in (web/page-start.ts): its
          // scripts are named here, fetched early rather than after the page start, at low
          // priority so that the page's font comes first.
          (auth === 'signedOut'
            ? ''
            : appScripts
                .map(
                  (href) =>
                    `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttr(href)}" />\n`,
                )
                .join('')) +
          '  </head>',
      )
      .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`)
      .replace(
        '</body>',
        () =>
          `  <script type="application/json" id="roktosetu-page">${scriptJson(data)}</script>\n` +
          `    <script type="module" async crossorigin ${start}></script>\n  </body>`,
      );
    return { page, reads: [...etags].map(([url, etag]) => ({ url, etag })) };
  }

  /**
   * The app's session check for this request, as the app itself would make it: the signed-in
   * admin with a new token, or null for anyone else.
   */
  async function adminOf(request: PageRequest): Promise<DrawnFor | null> {
    const answer = await inTime(
      app.inject({
        method: 'PUT',
        url: '/api/token',
        remoteAddress: request.ip,
        headers: {
          cookie: request.cookie ?? '',
          'content-type': 'application/json',
          ...(request.userAgent ? { 'user-agent': request.userAgent } : {}),
        },
        payload: '{}',
      }),
    );
    if (answer.statusCode !== 200) return null;
    const body = answer.json<{
      user: { email: string; name: string; image?: string | null } | null;
      role?: string;
      token?: string;
    }>();
    if (!body.user || !body.token || (body.role !== 'admin' && body.role !== 'superAdmin'))
      return null;
    const { email, name, image } = body.user;
    return { user: { email, name, image: image ?? null }, role: body.role, token: body.token };
  }

  /** The drawn page for a GET of an address, or null when the browser app should draw it. */
  return async function drawnPage(request: PageRequest): Promise<DrawnPage | null> {
    const pathname = request.url.split('?')[0]!;
    const forAdmins = isServerDrawnForAdmins(pathname);
    if (!forAdmins && !isServerDrawn(pathname)) return null;
    const cookie = request.cookie ?? '';
    const language: Language = languageInCookies(cookie) ?? 'bn';
    const signedIn = SESSION_COOKIE.test(cookie);
    try {
      if (forAdmins) {
        // Not for a page opened from another site (a link or a form elsewhere): that gets the
        // app's page, which checks the session itself, and learns nothing from how long this took.
        const ownSite =
          request.fetchSite === undefined ||
          request.fetchSite === 'same-origin' ||
          request.fetchSite === 'none';
        const admin = signedIn && ownSite ? await adminOf(request) : null;
        if (!admin) return null;
        const drawn = await draw(request, request.url, pathname, language, admin);
        return (
          drawn && {
            html: drawn.page,
            cacheControl: 'no-store, private',
            vary: 'cookie, sec-ch-ua-mobile, user-agent',
          }
        );
      }
      const address = pageKey(request.url);
      const key = `${language} ${signedIn} ${address}`;
      const known = kept.get(key);
      if (known && (await stillTrue(known)))
        return { html: known.page, cacheControl: 'no-cache', vary: 'cookie' };
      // One drawing per page at a time: a crowd opening a page that is not kept (yet, or any
      // more) waits for the same drawing rather than each starting its own (docs/decisions/055).
      let drawing = drawings.get(key);
      if (!drawing) {
        drawing = (async () => {
          const fresh = await draw(
            request,
            address,
            pathname,
            language,
            signedIn ? 'unknown' : 'signedOut',
          );
          if (!fresh) return null;
          kept.delete(key);
          // Only a page whose every read can be checked (the public cache's answers carry an ETag) is kept.
          if (fresh.reads.every((read) => read.etag !== null)) kept.set(key, fresh);
          return fresh;
        })().finally(() => drawings.delete(key));
        drawings.set(key, drawing);
      }
      const fresh = await drawing;
      if (!fresh) return null;
      return { html: fresh.page, cacheControl: 'no-cache', vary: 'cookie' };
    } catch (error) {
      // The browser app can still draw the page itself.
      app.log.error({ err: error }, 'drawing a page on the server failed');
      return null;
    }
  };
}
