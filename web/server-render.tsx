/**
 * Draws a public page on the server: the same route table, screens and texts as the browser app,
 * rendered to HTML with the page's public data already in it, so that a phone shows the page as
 * soon as the HTML and its stylesheet arrive, before (and without) any script. The app later takes
 * the page over where it stands (web/main.tsx, web/page-start.ts; docs/decisions/032).
 *
 * Built by `vite build --ssr` into one file with every module in it (dist/ssr/server-render.js),
 * loaded once by the server (server/plugins/server-render.ts); each page is drawn in its request's
 * language (web/i18n/server-language.ts).
 */
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setServerTransport } from './app/api.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { setServerConfig, type PublicConfig } from './app/public-config.ts';
import { routes } from './app/router.tsx';
import { serverHead, serverHints } from './app/server-head.ts';
import type { DrawnFor } from './app/server-page.ts';
import type { Language } from './i18n/language.ts';
import { inLanguage } from './i18n/server-language.ts';

/** An API request answered by the server itself (the page's public reads: no cookie, no token). */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface DrawnPage {
  /** The markup of the app's root element. */
  html: string;
  /** The document's title. */
  title: string;
  /** The reads the page was drawn with (`/api/...`), for the browser to start from. */
  queries: DehydratedState;
}

/** At most this many rounds of "render, then read what the screens asked for" (forms ask for one list each). */
const READ_ROUNDS = 3;

/** Whether a screen asked for a read now: a read waiting for a choice (`enabled: false`) is not made. */
function wanted(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

interface DrawOptions {
  /** Who the page is drawn for (web/app/server-page.ts): nobody, maybe somebody, or an admin. */
  auth: DrawnFor;
  /** The phone's screen is wide (a table) or narrow (cards), as the browser said it is a phone or not. */
  wide: boolean;
  send: Send;
  /** The installation's public settings (the demo notice, the Google button). */
  config: PublicConfig;
  /** The language to draw in (the request's cookie); Bengali when not said. */
  language?: Language;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: the screens record the title in module state while they render, and the API
 * module sends through the one transport.
 */
export function drawPage(url: string, options: DrawOptions): Promise<DrawnPage | null> {
  const run = queue.then(() => inLanguage(options.language ?? 'bn', () => draw(url, options)));
  queue = run.catch(() => undefined);
  return run;
}

async function draw(
  url: string,
  { auth, wide, send, config }: DrawOptions,
): Promise<DrawnPage | null> {
  setServerTransport(send);
  setServerConfig(config);
  serverHints.wide = wide;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // A redirect or a thrown answer: not a page to draw here (the browser app handles it).
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser takes over with no retries to wait for: a read that fails here is left to it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const render = () => {
    serverHead.takeTitle();
    return renderToString(
      <AppProviders client={client} drawnFor={auth}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  };

  // Screens ask for their data while rendering (useQuery); nothing is fetched during a render on
  // the server, so each round reads what the last render asked for, then renders again.
  let html = render();
  const asked = new Set<string>();
  for (let round = 0; round < READ_ROUNDS; round++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.status === 'pending' && !asked.has(query.queryHash) && wanted(query),
      );
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  // What could not be read is drawn as the browser will first draw it (loading), and read there.
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  if (failed.length > 0) {
    for (const query of failed) client.getQueryCache().remove(query);
    html = render();
  }
  return { html, title: serverHead.takeTitle(), queries: dehydrate(client) };
}
