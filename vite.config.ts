import { defineConfig, type AliasOptions, type Plugin } from 'vite';
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
        const file = Object.keys(context.bundle ?? {}).find((name) => /noto-sans-bengali-bengali-400-normal.*\.woff2$/.test(name));
        if (!file) throw new Error('the regular Bengali font file is not in the build (web/styles/fonts.css)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  publicDir: 'web/public',
  plugins: [preloadBengaliFont(), ...pwaPlugins()],
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
