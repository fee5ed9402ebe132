import { defineConfig, type AliasOptions } from 'vite';

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

export default defineConfig({
  publicDir: 'web/public',
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
