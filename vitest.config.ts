import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

/**
 * Packages that import 'react' themselves. Vitest hands node_modules to Node unchanged, which
 * would load the real React beside preact/compat; inlining them lets the aliases reach them too.
 */
const reactLibraries = [
  /react-router/,
  /@tanstack\/react-query/,
  /react-hook-form/,
  /@hookform\//,
  /react-hot-toast/,
  /@visx\//,
  // The server's renderer (web/server-render.test.tsx): the same Preact as the screens it renders.
  /preact-render-to-string/,
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The lint rules' own test sits beside eslint.config.js.
          include: ['common/**/*.test.ts', 'eslint.config.test.ts', 'vite.config.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The browser app's tests run on preact/compat in a DOM, exactly as the bundle does.
        // The browser's package entries (ES modules), as Vite's bundle takes them: the Node entries of
        // some libraries are CommonJS, whose require('react') no alias can reach.
        resolve: { alias: preactAliases, conditions: ['module', 'browser', 'import'] },
        ssr: { noExternal: reactLibraries, resolve: { conditions: ['module', 'node', 'import'] } },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Stylesheets are not fetched; a <link> to one loads as in a browser, with no rules
          // (web/shared/stylesheets.ts waits for it).
          environmentOptions: {
            happyDOM: {
              url: 'http://localhost:3000/',
              settings: { handleDisabledFileLoadingAsSuccess: true },
            },
          },
          // Where happy-dom falls short of a browser (select.size).
          setupFiles: ['web/test-environment.ts'],
          server: { deps: { inline: reactLibraries } },
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // The files of a worker share its module cache: the embedded database's WASM and the
          // app's modules load once per worker instead of once per file (the run took half the
          // time). Every test file builds its own app and database (server/test/), so no test may
          // rely on a module's state from import time.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
