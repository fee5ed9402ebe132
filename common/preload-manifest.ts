import { z } from 'zod';
import { LANGUAGES } from './language.ts';

/**
 * The preload manifest, `dist/web/route-preloads.json`: what the build found each address of
 * common/route-preloads.ts to need, declared once here for the two sides that share it. The build
 * writes it (vite.config.ts, routePreloads, through serializePreloadManifest) and the server reads
 * it (server/plugins/web.ts, through parsePreloadManifest, for the preloads it names in a page and
 * for the pages it draws, server/plugins/server-render.ts). Both check it against this schema, so a
 * change on one side that the other does not know fails the build or the server's start, not a page.
 */
export const PRELOAD_MANIFEST_FILE = 'route-preloads.json';

/** A built file's address (`/assets/...`). */
const asset = z.string().startsWith('/');

export const preloadManifest = z.object({
  /** The boot script (web/boot.ts), for addresses whose screens have first reads. */
  boot: asset.optional(),
  /** What a page drawn on the server loads (server/plugins/server-render.ts). */
  serverDrawn: z
    .object({
      /** web/page-start.ts's script, which starts the app when the page is reached for. */
      script: asset,
      /** The app's entry (web/main.tsx's chunk). */
      entry: asset,
      /** The entry and what it imports, fetched (not run) once a drawn page has loaded. */
      entryScripts: z.array(asset),
    })
    .optional(),
  routes: z.array(
    z.object({
      /** The address, without a trailing slash (common/route-preloads.ts). */
      path: z.string().startsWith('/'),
      /** Also every address under it. */
      prefix: z.boolean(),
      /** The chunks its screen needs that index.html does not already load. */
      scripts: z.array(asset),
      /** Their stylesheets. */
      styles: z.array(asset),
      /**
       * The screen's first protected reads (`/api/...`) in each language: the page names those of
       * its reader's language (a list in alphabetical order is another request in each).
       */
      reads: z
        .record(z.enum(LANGUAGES), z.array(z.string().startsWith('/api/')))
        .default({ bn: [], en: [] }),
      /** The reads are the screen's default view: not for an address with a query. */
      readsDefaultView: z.boolean().default(false),
    }),
  ),
});

export type PreloadManifest = z.infer<typeof preloadManifest>;
export type PreloadRoute = PreloadManifest['routes'][number];

/** The manifest's text, checked: what the build writes. */
export const serializePreloadManifest = (manifest: z.input<typeof preloadManifest>) =>
  `${JSON.stringify(preloadManifest.parse(manifest), null, 2)}\n`;

/** The manifest from its text; throws, naming what is wrong, when it is not one. */
export function parsePreloadManifest(text: string): PreloadManifest {
  const result = preloadManifest.safeParse(JSON.parse(text));
  if (!result.success)
    throw new Error(
      `${PRELOAD_MANIFEST_FILE} is not what this server reads: ${z.prettifyError(result.error)}`,
    );
  return result.data;
}
