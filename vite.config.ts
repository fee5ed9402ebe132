import { defineConfig, type AliasOptions, type Plugin, type Rollup, type UserConfig } from 'vite';
import { PRELOAD_MANIFEST_FILE, serializePreloadManifest } from './common/preload-manifest.ts';
import { isPublicPath, ROUTE_PRELOADS } from './common/route-preloads.ts';
import { readPath } from './web/foundation/api-read.ts';
import { FIRST_READS, type FirstReads } from './web/app/first-reads.ts';
import { type Language, LANGUAGES } from './common/language.ts';
import { pwaPlugins } from './vite.pwa.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The app is written against React's API and runs on preact/compat in the browser: React 19's
 * react-dom alone is 67 KB gzip, over most of the 80 KB budget for the home page
 * (docs/decisions/002-preact-compat.md). Vitest's browser-side tests read these same aliases
 * (vitest.config.ts), so a component test runs on what ships.
 */
export const preactAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Preloads the regular Bengali font file (web/styles/fonts.css) from index.html, so it is fetched
 * with the page rather than found only after the CSS and scripts have run.
 */
function preloadBengaliFont(): Plugin {
  return {
    name: 'roktosetu:preload-bengali-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) =>
          /noto-sans-bengali-bengali-400-normal.*\.woff2$/.test(name),
        );
        if (!file)
          throw new Error(
            'the regular Bengali font file is not in the build (web/styles/fonts.css)',
          );
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** Chunk names of the dashboard's code groups (chunkGroups below): never on a public page. */
const DASHBOARD_CHUNK = /^(admin|donors|analytics)(-forms)?$/;

/** The app's own stylesheet, which index.html links (globalStylesheet) and no route names. */
const GLOBAL_STYLESHEET = 'web/styles/global.css';
const isGlobalStylesheet = (file: Rollup.OutputAsset) =>
  file.originalFileNames.some((name) => name.replaceAll('\\', '/').endsWith(GLOBAL_STYLESHEET));

/**
 * Links the app's own stylesheet (web/styles/global.css) from index.html, so the browser fetches it
 * with the page. The entry names it like any other stylesheet (web/main.tsx, `?url`); linked from
 * index.html as a source file it would become a stylesheet the entry imports as a side effect,
 * which Vite's code then adds again when a lazily loaded chunk that needs the entry loads. The
 * link is marked as web/shared/stylesheets.ts marks what it adds, so the app does not add it again.
 */
function globalStylesheet(): Plugin {
  return {
    name: 'roktosetu:global-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        let href = `/${GLOBAL_STYLESHEET}`;
        if (context.bundle) {
          const asset = Object.values(context.bundle).find(
            (file) => file.type === 'asset' && isGlobalStylesheet(file),
          );
          if (!asset)
            throw new Error(`global-stylesheet: ${GLOBAL_STYLESHEET} is not in the build`);
          href = `/${asset.fileName}`;
        }
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', href, 'data-stylesheet': href },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** A loop of static imports between the chunks (their file names, the first again at the end), or null. */
export function chunkLoop(
  chunks: readonly Pick<Rollup.OutputChunk, 'fileName' | 'imports'>[],
  byFile: ReadonlyMap<string, Pick<Rollup.OutputChunk, 'fileName' | 'imports'>>,
): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      const found = byFile.has(imported) ? visit(imported) : null;
      if (found) return found;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const chunk of chunks) {
    const found = visit(chunk.fileName);
    if (found) return found;
  }
  return null;
}

/**
 * Writes the preload manifest (common/preload-manifest.ts): for each address of common/route-preloads.ts, the chunks
 * its screen needs that index.html does not already load, and the stylesheets its code names, for
 * the server to name (or carry) in that page's HTML. Fails the build when a listed module is in no chunk, or when a public
 * address would preload a dashboard chunk.
 */
function routePreloads(): Plugin {
  return {
    name: 'roktosetu:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically (loaded with it). */
      const closure = (chunk: Rollup.OutputChunk, into = new Set<Rollup.OutputChunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      // Two chunks that import each other (a module grouped into a chunk that a chunk it needs
      // itself imports) can leave one evaluated before the other's exports exist: the built
      // dashboard then stops with no error at all. Refused, naming the loop.
      const loop = chunkLoop(chunks, byFile);
      if (loop) this.error(`route-preloads: the chunks import each other: ${loop.join(' → ')}`);
      // A stylesheet imported as a side effect would be added by Vite's own code when its chunk
      // loads, a second time on a page that carries it inline (web/shared/stylesheets.ts).
      for (const chunk of chunks) {
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length > 0)
          this.error(
            `${chunk.fileName} imports the stylesheet ${css.join(', ')} as a side effect: import its address (x.css?url) and name it with requireStylesheet (web/shared/stylesheets.ts)`,
          );
      }
      /** The stylesheets a chunk's modules name (imported as `x.css?url`) but index.html's own. */
      const styles = (chunk: Rollup.OutputChunk) =>
        [...(chunk.viteMetadata?.importedAssets ?? [])].filter((file) => {
          const asset = bundle[file];
          return file.endsWith('.css') && !(asset?.type === 'asset' && isGlobalStylesheet(asset));
        });
      // What index.html loads anyway: the entry and the chunks it imports. Their stylesheets are
      // not in index.html (only global.css is), so every page names them with its screen's.
      const upFront = new Set<string>();
      const upFrontStyles: string[] = [];
      for (const entry of chunks.filter((chunk) => chunk.isEntry))
        for (const chunk of closure(entry)) {
          upFront.add(chunk.fileName);
          upFrontStyles.push(...styles(chunk));
        }

      const firstReads: FirstReads[] = Object.values(FIRST_READS);
      // The boot script is named only in the pages of addresses that have preloads.
      for (const f of firstReads)
        if (
          !ROUTE_PRELOADS.some(
            (r) => r.path === f.path && (r.prefix === true) === (f.prefix === true),
          )
        )
          this.error(
            `route-preloads: the first reads of ${f.path} have no route in common/route-preloads.ts`,
          );
      const routes = ROUTE_PRELOADS.map((route) => {
        const needed = new Set<Rollup.OutputChunk>();
        for (const module of route.modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk)
            this.error(`route-preloads: ${module} (for ${route.path}) is in no chunk of the build`);
          closure(chunk, needed);
        }
        const scripts = [...needed].map((c) => c.fileName).filter((file) => !upFront.has(file));
        const css = [...upFrontStyles, ...[...needed].flatMap(styles)];
        // The screen's first reads, as their route declares them (web/app/first-reads.ts).
        const first = firstReads.filter(
          (f) => f.path === route.path && (f.prefix === true) === (route.prefix === true),
        );
        const reads = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            first.flatMap((f) => f.reads(language).map(readPath)),
          ]),
        ) as Record<Language, string[]>;
        for (const read of Object.values(reads).flat())
          if (!read.startsWith('/api/'))
            this.error(
              `route-preloads: ${read} (for ${route.path}) is not a read of this site's API`,
            );
        if (new Set(first.map((f) => f.defaultView === true)).size > 1)
          this.error(`route-preloads: ${route.path} mixes default-view reads with others`);
        if (isPublicPath(route.path)) {
          const admin = [...needed].filter(
            (c) => !upFront.has(c.fileName) && DASHBOARD_CHUNK.test(c.name),
          );
          if (admin.length > 0)
            this.error(
              `route-preloads: the public page ${route.path} would preload dashboard code (${admin.map((c) => c.fileName).join(', ')})`,
            );
        }
        return {
          path: route.path,
          prefix: route.prefix === true,
          scripts: [...new Set(scripts)].map((file) => `/${file}`),
          styles: [...new Set(css)].map((file) => `/${file}`),
          reads,
          readsDefaultView: first.some((f) => f.defaultView === true),
        };
      });
      // The boot script (web/boot.ts): an entry of its own, named in the pages of addresses with reads.
      const boot = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/web/boot.ts'),
      );
      if (!boot) this.error('route-preloads: web/boot.ts is not an entry of the build');
      if (boot.imports.length > 0 || boot.dynamicImports.length > 0)
        this.error(
          `route-preloads: web/boot.ts must import nothing (it imports ${boot.imports.join(', ')})`,
        );
      // The script of a page the server drew (web/page-start.ts): it loads the app's entry by the
      // address written here, and must import nothing itself.
      const pageStart = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/web/page-start.ts'),
      );
      if (!pageStart) this.error('route-preloads: web/page-start.ts is not an entry of the build');
      if (pageStart.imports.length > 0 || pageStart.dynamicImports.length > 0)
        this.error(
          `route-preloads: web/page-start.ts must import nothing (it imports ${[...pageStart.imports, ...pageStart.dynamicImports].join(', ')})`,
        );
      // index.html's entry chunk, the one holding web/main.tsx.
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith('/web/main.tsx')),
      );
      if (!entry) this.error('route-preloads: no entry chunk holds web/main.tsx');
      const serverDrawn = {
        script: `/${pageStart.fileName}`,
        entry: `/${entry.fileName}`,
        // The entry and what it imports, fetched (not run) once a drawn page has loaded.
        entryScripts: [...closure(entry)].map((chunk) => `/${chunk.fileName}`),
      };
      const source = serializePreloadManifest({ boot: `/${boot.fileName}`, serverDrawn, routes });
      this.emitFile({ type: 'asset', fileName: PRELOAD_MANIFEST_FILE, source });
    },
  };
}

/** Screens reached only from inside the dashboard (their feature folders), by the group their code goes in. */
const ADMIN_SCREEN =
  /\/web\/features\/(dashboard|analytics|donors|blood-requests|matching|contacts|users|address|settings|import|activity|archive)\//;
/** Public screens that live in an admin feature's folder. */
const PUBLIC_SCREEN = /\/web\/features\/donors\/DonorRegistrationPage\.tsx$/;
/**
 * Kept out of any group: the toaster, loaded by every page after its first paint (main.tsx), and a
 * dashboard screen's first reads, which must need nothing but the entry's code to start early.
 */
const OWN_CHUNK =
  /\/web\/components\/toast\.tsx$|react-hot-toast|goober|\/web\/app\/early-reads\.ts$/;
/**
 * React Query's hooks, which only lazily loaded screens use; the entry reaches them through the
 * package's index only (for its provider), so the import graph alone would keep them apart.
 */
const QUERY_HOOKS =
  /\/@tanstack\/react-query\/build\/modern\/(use\w+|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$|\/@tanstack\/query-core\/build\/modern\/(queryObserver|mutationObserver)\.js$/;
/** Form code: zod, react-hook-form and whatever imports them, loaded only by screens with a form. */
const FORM_LIBRARY = /\/node_modules\/(zod|react-hook-form|@hookform)\//;
/**
 * react-hook-form alone, in a chunk of its own ('hook-forms'): the footer's newsletter form loads it
 * without zod (web/features/layout/Newsletter.tsx), and every other form loads it beside zod.
 */
const HOOK_FORM_LIBRARY = /\/node_modules\/react-hook-form\//;

/**
 * Preact, its hooks and JSX runtime, the language signal and the compiler's helpers: code the entry
 * and the chunks it loads later (the toaster, the outbox, a screen's first reads) all import. Left
 * alone, the bundler splits it into four small shared chunks, four requests before the first paint
 * of every page; one chunk instead.
 */
const RUNTIME =
  /\/node_modules\/(preact|@preact\/signals(-core)?)\/|\/(web\/i18n|common)\/language\.ts$|oxc-project|rolldown[:/]runtime/;

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

/**
 * Groups the lazily loaded code into a few chunks instead of one per set of importing screens
 * (Donors List asked for 33 scripts, six at a time on HTTP/1.1): modules only the dashboard uses go
 * in 'admin' (or 'admin-forms' when they need the form library), modules the dashboard shares with
 * public screens in 'shared' (or 'shared-forms'); a module used by one dashboard area only
 * (Analytics, the donor lists) stays with that area's screens. Public pages therefore never load
 * dashboard code, read-only screens never load zod, and the home page's up-front code is untouched
 * (modules the entry imports are left where they are).
 */
function chunkGroups() {
  const rootsOf = new Map<string, Set<string>>();
  const formsOf = new Map<string, boolean>();

  /** The entry and the dynamically imported modules through which `id` is reached. */
  function roots(id: string, info: ModuleInfoOf, seen = new Set<string>()): Set<string> {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    seen.add(id);
    const module = info(id);
    if (!module || module.isEntry || module.dynamicImporters.length > 0)
      found.add(module?.isEntry ? 'entry' : id);
    for (const importer of module?.importers ?? []) {
      if (seen.has(importer)) continue;
      for (const root of roots(importer, info, seen)) found.add(root);
    }
    seen.delete(id);
    if (seen.size === 0) rootsOf.set(id, found);
    return found;
  }

  /** Whether `id` needs the form library when it runs. */
  function needsForms(id: string, info: ModuleInfoOf, seen = new Set<string>()): boolean {
    const known = formsOf.get(id);
    if (known !== undefined) return known;
    if (FORM_LIBRARY.test(id)) return true;
    seen.add(id);
    const answer = (info(id)?.importedIds ?? []).some(
      (dep) => !seen.has(dep) && needsForms(dep, info, seen),
    );
    if (seen.size === 1) formsOf.set(id, answer);
    seen.delete(id);
    return answer;
  }

  const areaOf = (root: string) => {
    if (root === 'entry' || PUBLIC_SCREEN.test(root)) return 'public';
    const area = ADMIN_SCREEN.exec(root)?.[1];
    if (!area) return 'public';
    return area === 'analytics' || area === 'donors' ? area : 'admin';
  };

  return (id: string, context: { getModuleInfo: ModuleInfoOf }): string | null => {
    const getModuleInfo: ModuleInfoOf = (other) => context.getModuleInfo(other);
    if (OWN_CHUNK.test(id)) return null;
    if (RUNTIME.test(id)) return 'runtime';
    if (QUERY_HOOKS.test(id)) return 'shared';
    if (HOOK_FORM_LIBRARY.test(id)) return 'hook-forms';
    const rootIds = roots(id, getModuleInfo);
    if (rootIds.has('entry')) return null;
    const areas = new Set([...rootIds].map(areaOf));
    const forms = needsForms(id, getModuleInfo) ? '-forms' : '';
    if (areas.has('public')) return areas.size > 1 ? `shared${forms}` : null;
    if (areas.size === 1) return `${[...areas][0]}${forms}`;
    return `admin${forms}`;
  };
}

/**
 * The server's copy of the app, which draws the public pages (web/server-render.tsx, decision 032):
 * one file with every module and library in it, on preact/compat like the browser's. It draws
 * both languages: a text is read in the language of the page being drawn (web/i18n/language.ts).
 */
const serverRenderBuild: UserConfig = {
  publicDir: false,
  resolve: { alias: preactAliases },
  ssr: { noExternal: true },
  build: {
    ssr: 'web/server-render.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      output: { codeSplitting: false, entryFileNames: 'server-render.js' },
      // React Query's "use client" lines mean nothing to a server bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        publicDir: 'web/public',
        plugins: [globalStylesheet(), preloadBengaliFont(), routePreloads(), ...pwaPlugins()],
        resolve: { alias: preactAliases },
        build: {
          outDir: 'dist/web',
          emptyOutDir: true,
          target: 'es2020',
          modulePreload: { polyfill: false },
          reportCompressedSize: false,
          rollupOptions: {
            // The page, the boot script that the server adds to dashboard pages (web/boot.ts), and the
            // script of the public pages it draws itself (web/page-start.ts).
            input: { index: 'index.html', boot: 'web/boot.ts', 'page-start': 'web/page-start.ts' },
            output: {
              // A group takes only the modules named for it, not what they import (the entry's own code stays in the entry).
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ name: chunkGroups(), debugName: 'screen areas' }],
              },
            },
          },
        },
        server: {
          port: 3000,
          proxy: { '/api': `http://127.0.0.1:${apiPort}` },
        },
      },
);
