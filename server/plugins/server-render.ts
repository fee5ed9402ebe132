import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isServerDrawn, KEPT_PUBLIC_READS } from '../../common/route-preloads.ts';
import type { PublicConfig } from '../routes/config.ts';

/**
 * Public pages drawn on the server (docs/decisions/032): the visitor's phone gets the page's text,
 * links and public data in the HTML itself, and paints it as soon as the HTML and the stylesheet
 * arrive, with no script run. The drawing is done by the browser app's own code, built for the
 * server (web/server-render.tsx → dist/ssr/server-render.js); the app takes the page over later
 * (web/page-start.ts).
 *
 * - Language: the `roktosetu-language` cookie (web/i18n/language.ts); Bengali without it.
 * - Nobody's data: the page reads only what any anonymous visitor may read, through this server's
 *   own public API routes, sent with no cookie and no token.
 * - A browser with an identity session cookie gets the page as a signed-out visitor would, with the
 *   account menu left to the app (which then starts at once).
 * - Drawn pages are kept (per address, language and session cookie) and drawn again when any read
 *   they were drawn with answers differently (its ETag, from the public cache, decisions/020).
 */

/** What the server-side bundle exports (web/server-render.tsx). */
interface ServerRenderModule {
  drawPage(
    url: string,
    options: {
      signedIn: boolean;
      send: (url: string, init: RequestInit) => Promise<Response>;
      config: PublicConfig;
    },
  ): Promise<{ html: string; title: string; queries: unknown } | null>;
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
}

export type Language = 'bn' | 'en';

const LANGUAGE_COOKIE = /(?:^|;\s*)roktosetu-language=en(?:;|$)/;
/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** Kept pages at most (addresses with a query make more keys). */
const MAX_KEPT = 200;
/** A kept page is drawn again after this long whatever its reads say (its footer's year, say). */
const KEPT_FOR_MS = 10 * 60_000;

interface Kept {
  page: string;
  drawnAt: number;
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
 * `bundles`: the server's copies of the app, one per language (dist/ssr/server-render.bn.js and
 * .en.js). Without them (a build without the server copy), every page is drawn by the browser.
 */
export function serverRenderer(
  app: FastifyInstance,
  bundles: Record<Language, string>,
  publicConfig: PublicConfig,
  parts: DrawnPageParts,
) {
  if (!existsSync(bundles.bn) || !existsSync(bundles.en) || !ENTRY_SCRIPT.test(parts.html)) {
    app.log.warn(`${bundles.bn} is missing: public pages are drawn by the browser`);
    return null;
  }
  const template = parts.html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const copies = new Map<Language, Promise<ServerRenderModule>>();
  const kept = new Map<string, Kept>();

  /** Each language's copy, loaded once: its texts are computed once, in its language. */
  const copyFor = (language: Language) => {
    let copy = copies.get(language);
    if (!copy) {
      copy = import(pathToFileURL(bundles[language]).href) as Promise<ServerRenderModule>;
      copies.set(language, copy);
    }
    return copy;
  };

  /** A public read answered by this server, as an anonymous visitor's browser would be answered. */
  const read = async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return {
      status: answer.statusCode,
      body: answer.body,
      etag: answer.headers.etag?.toString() ?? null,
    };
  };
  /** Sends the page's reads, noting the ETag of each answer the page is drawn with. */
  const sender = (etags: Map<string, string | null>) => async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
      throw new Error('only public reads');
    const answer = await read(url);
    etags.set(url, answer.etag);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  async function stillTrue(page: Kept) {
    if (Date.now() - page.drawnAt > KEPT_FOR_MS) return false;
    for (const { url, etag } of page.reads) if ((await read(url)).etag !== etag) return false;
    return true;
  }

  async function draw(url: string, pathname: string, language: Language, signedIn: boolean) {
    const copy = await copyFor(language);
    const etags = new Map<string, string | null>();
    const drawn = await copy.drawPage(url, { signedIn, send: sender(etags), config: publicConfig });
    if (!drawn) return null;
    const { scripts, styles } = parts.routeFiles(pathname);
    const data = { queries: drawn.queries, signedIn };
    // The reads the phone keeps for offline use: it never asked for these itself.
    const kept = [...etags.keys()].filter((read) =>
      (KEPT_PUBLIC_READS as readonly string[]).includes(read.split('?')[0]!),
    );
    const start = [
      `src="${escapeAttr(parts.script)}"`,
      `data-entry="${escapeAttr(parts.entry)}"`,
      `data-scripts="${escapeAttr([...new Set([...parts.entryScripts, ...scripts])].join(' '))}"`,
      ...(kept.length > 0 ? [`data-reads="${escapeAttr(kept.join(' '))}"`] : []),
      ...(signedIn ? ['data-signed-in'] : []),
    ].join(' ');
    const page = template
      .replace('<html lang="bn">', `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(drawn.title || 'Roktosetu')}</title>`)
      .replace(
        '</head>',
        `${styles.map((href) => `  <link rel="stylesheet" crossorigin href="${escapeAttr(href)}" />\n`).join('')}  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${drawn.html}</div>`)
      .replace(
        '</body>',
        `  <script type="application/json" id="roktosetu-page">${scriptJson(data)}</script>\n` +
          `    <script type="module" async crossorigin ${start}></script>\n  </body>`,
      );
    return { page, drawnAt: Date.now(), reads: [...etags].map(([url, etag]) => ({ url, etag })) };
  }

  /** The drawn page for a GET of a public address, or null when the browser app should draw it. */
  return async function drawnPage(url: string, cookie: string | undefined): Promise<string | null> {
    const pathname = url.split('?')[0]!;
    if (!isServerDrawn(pathname)) return null;
    const language: Language = LANGUAGE_COOKIE.test(cookie ?? '') ? 'en' : 'bn';
    const signedIn = SESSION_COOKIE.test(cookie ?? '');
    const key = `${language} ${signedIn} ${url}`;
    const known = kept.get(key);
    if (known && (await stillTrue(known))) return known.page;
    try {
      const fresh = await draw(url, pathname, language, signedIn);
      if (!fresh) return null;
      kept.delete(key);
      // Only a page whose every read can be checked (the public cache's answers carry an ETag) is kept.
      if (fresh.reads.every((read) => read.etag !== null)) kept.set(key, fresh);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return fresh.page;
    } catch (error) {
      // The browser app can still draw the page itself.
      app.log.error({ err: error }, 'drawing a public page on the server failed');
      return null;
    }
  };
}
