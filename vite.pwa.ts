import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app and its service worker (web/sw.ts, docs/decisions/028), as Vite plugins.
 *
 * The service worker precaches only what the public pages need (a phone on mobile data should
 * not download the dashboard's charts to read the home page): the build files holding the
 * modules below and everything they import up front, their stylesheets, the regular and bold
 * Bengali and Latin font files, and the icons. Other build files are kept once a screen fetches
 * them.
 */
const PRECACHED_MODULES = [
  'web/main.tsx',
  'web/components/toast.tsx',
  'web/shared/offline/outbox.tsx',
  'web/features/contact/ContactPage.tsx',
  'web/features/donors/DonorRegistrationPage.tsx',
  'web/features/about/AboutPage.tsx',
  'web/features/leaderboard/LeaderBoardPage.tsx',
  'web/features/not-found/NotFoundPage.tsx',
  // Where a dashboard address sends a signed-out person, and the account sign-up.
  'web/features/auth/LoginPage.tsx',
  'web/features/auth/SignUpPage.tsx',
  // Loaded on demand by those pages: the footer's newsletter checks and the identity client.
  'web/features/layout/NewsletterForm.tsx',
  'node_modules/better-auth/dist/client/index.mjs',
];
const PRECACHED_FONTS = /noto-sans-bengali-(bengali|latin)-(400|700)-normal[^/]*\.woff2$/;
const PRECACHED_PUBLIC_FILES = /^(favicon\.svg|icons\/.*\.png|avatar-default\.svg)$/;

/** Build files to precache, filled while the app is bundled and read when the worker is built. */
const precached = new Set<string>();

function choosePrecachedFiles(): Plugin {
  return {
    name: 'roktosetu:choose-precached-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      precached.clear();
      const wanted = (id: string) =>
        PRECACHED_MODULES.some((module) => id.replaceAll('\\', '/').endsWith(module));
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || precached.has(fileName)) return;
        precached.add(fileName);
        // The stylesheets its modules name (web/shared/stylesheets.ts).
        for (const asset of chunk.viteMetadata?.importedAssets ?? [])
          if (asset.endsWith('.css')) precached.add(asset);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.moduleIds.some(wanted)) visit(output.fileName);
      }
      for (const name of Object.keys(bundle)) if (PRECACHED_FONTS.test(name)) precached.add(name);
      if (precached.size < PRECACHED_MODULES.length) {
        throw new Error(
          'the service worker would precache too little: is a module of PRECACHED_MODULES renamed?',
        );
      }
    },
  };
}

export function pwaPlugins(): Plugin[] {
  return [
    choosePrecachedFiles(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'web',
      filename: 'sw.ts',
      // Registered by the app itself after the page has loaded (startOffline in web/shared/offline/outbox.tsx).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'রক্তসেতু',
        short_name: 'রক্তসেতু',
        description: 'রক্তসেতু: স্বেচ্ছাসেবী রক্তদাতাদের সংগঠন। রক্ত দিন, জীবন বাঁচান।',
        lang: 'bn',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#FE3C47',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,woff2,svg,png}'],
        globIgnores: ['index.html', 'sw.js'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => precached.has(entry.url) || PRECACHED_PUBLIC_FILES.test(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
