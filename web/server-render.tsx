/**
 * Renders a page on the server: the same route table, screens and texts as the browser app,
 * rendered to HTML with the page's data already in it, so that a phone shows the page as soon as
 * the HTML and its stylesheet arrive, before (and without) any script. The app later hydrates the
 * page where it stands (web/main.tsx, web/page-start.ts; docs/decisions/032 and 045).
 *
 * Data first, then one render: each drawn route's loader (foundation/route-reads.ts) reads what its
 * screen will ask for into a query client of this drawing's own, the static handler awaits them
 * all, and the page is rendered once. Nothing of a drawing is kept in module state: its transport
 * lives in its render context (foundation/render-context.ts, AsyncLocalStorage), the rest goes down the
 * tree as props and Preact context (foundation/render-hints.ts), so drawings run at the same time.
 *
 * Built by `vite build --ssr` into one file with every module in it (dist/ssr/server-render.js),
 * loaded once by the server (server/plugins/server-render.ts); each page is drawn in its request's
 * language (the render context's, which web/i18n/language.ts reads on the server).
 */
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../common/language.ts';
import { setTransport, type Send } from './foundation/api.ts';
import { AppProviders } from './app/AppProviders.tsx';
import type { PublicConfig } from './foundation/public-config.ts';
import {
  renderContext,
  withRenderContext,
  type RenderContext,
} from './foundation/render-context.ts';
import type { LoaderContext } from './foundation/route-reads.ts';
import { routes } from './app/router.tsx';
import type { DrawnFor } from './foundation/server-page.ts';

export type { Send };

// Every request the app's code makes here leaves through the drawing it belongs to.
setTransport(() => renderContext().send);

export interface DrawnPage {
  /** The markup of the app's root element. */
  html: string;
  /** The document's title. */
  title: string;
  /** The reads the page was rendered with (`/api/...`), for the browser to start from. */
  queries: DehydratedState;
  /**
   * Reads a screen asked for while it rendered that no loader had made: the page shows them
   * loading and the app reads them. A route whose loader forgets one shows here, named by the
   * words its query key starts with (`donors/available`: never a search or an id, which may be
   * personal, so that the server may log it).
   */
  unread: string[];
}

export interface DrawOptions {
  /** Who the page is drawn for (web/foundation/server-page.ts): nobody, maybe somebody, or an admin. */
  auth: DrawnFor;
  /** The phone's screen is wide (a table) or narrow (cards), as the browser said it is a phone or not. */
  wide: boolean;
  /** How the page's reads leave: answered by the server itself (no cookie; an admin's token). */
  send: Send;
  /** The installation's public settings (the demo notice, the Google button). */
  config: PublicConfig;
  /** The language to draw in (the request's cookie); Bengali when not said. */
  language?: Language;
}

/** Whether a screen asked for a read now: a read waiting for a choice (`enabled: false`) is not made. */
function wanted(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A query's name for a log: the words its key starts with. */
const queryName = (key: readonly unknown[]) => {
  const words = key.findIndex((part) => typeof part !== 'string');
  return (words === -1 ? key : key.slice(0, words)).join('/');
};

const handler = createStaticHandler(routes);

/** The page of an address, or null when it is not one to draw here (a redirect, an error). */
export function drawPage(url: string, options: DrawOptions): Promise<DrawnPage | null> {
  const context: RenderContext = {
    send: options.send,
    config: options.config,
    wide: options.wide,
    auth: options.auth,
    language: options.language ?? 'bn',
    title: '',
  };
  return withRenderContext(context, () => draw(url, context));
}

async function draw(url: string, context: RenderContext): Promise<DrawnPage | null> {
  // The browser takes over with no retries to wait for: a read that fails here is left to it.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const requestContext: LoaderContext = { queryClient };
  const routing = await handler.query(new Request(new URL(url, 'http://localhost')), {
    requestContext,
  });
  // A redirect or a thrown answer: not a page to draw here (the browser app handles it).
  if (routing instanceof Response || routing.errors) return null;
  // What could not be read is rendered as the browser will first render it (loading), and read there.
  const failed = new Set<string>();
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.status !== 'success') {
      failed.add(query.queryHash);
      queryClient.getQueryCache().remove(query);
    }

  const router = createStaticRouter(handler.dataRoutes, routing);
  const html = renderToString(
    <AppProviders
      client={queryClient}
      drawnFor={context.auth}
      hints={{
        wide: context.wide,
        config: context.config,
        setTitle: (title) => {
          context.title = title;
        },
      }}
    >
      <StaticRouterProvider router={router} context={routing} hydrate={false} />
    </AppProviders>,
  );
  const unread = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && wanted(query) && !failed.has(query.queryHash),
    )
    .map((query) => queryName(query.queryKey));
  return { html, title: context.title, queries: dehydrate(queryClient), unread };
}
