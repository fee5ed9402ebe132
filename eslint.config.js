import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The browser bundle runs on preact/compat (docs/decisions/002-preact-compat.md), which does not
 * provide these React 19 exports: code using them builds, then fails or silently degrades in the
 * browser. Listed from comparing preact/compat's exports with react's and react-dom's.
 */
const missingFromPreact = {
  react: [
    'Activity',
    'Profiler',
    'ViewTransition',
    'act',
    'addTransitionType',
    'cache',
    'cacheSignal',
    'captureOwnerStack',
    'unstable_useCacheRefresh',
    'useActionState',
    'useOptimistic',
  ],
  'react-dom': [
    'preconnect',
    'prefetchDNS',
    'preinit',
    'preinitModule',
    'preload',
    'preloadModule',
    'requestFormReset',
    'useFormState',
    'useFormStatus',
  ],
};
const preactMessage = 'preact/compat (what the browser runs) does not provide this React 19 API.';
const reactApiPaths = Object.entries(missingFromPreact).map(([name, importNames]) => ({
  name,
  importNames,
  message: preactMessage,
}));
const webImportRules = (patterns) => ['error', { paths: reactApiPaths, patterns }];
const serverImport = {
  group: ['**/server/**'],
  message: 'The web app may not import server code.',
};
// The project-wide syntax rules, plus `React.useOptimistic` and the like through a namespace import.
const baseSyntaxRules = [
  {
    selector: "NewExpression[callee.name='RegExp'][arguments.0.type!='Literal']",
    message: 'Do not build a RegExp from a variable: input must never become a pattern.',
  },
  {
    selector: "CallExpression[callee.property.name='raw'][callee.object.name='sql']",
    message: 'sql.raw() builds SQL from a string; use sql`` with parameters.',
  },
];
/**
 * A query key is spelt once, by its owner: the key modules in web/shared/query-keys/ (keys that
 * several features read or refresh) or the `...Keys` object a feature exports beside its api
 * module. Everywhere else a key is taken from its owner, so that renaming it is one edit and a
 * refresh cannot miss the list it meant (an array written inline would silently stop matching).
 */
const queryKeyRules = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message:
      "Take a query key from its owner (web/shared/query-keys/, or the feature's exported ...Keys), not an array written here.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$/][arguments.0.type='ArrayExpression']",
    message:
      "Take a query key from its owner (web/shared/query-keys/, or the feature's exported ...Keys), not an array written here.",
  },
];
const reactNamespaceRule = {
  selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${Object.values(missingFromPreact).flat().join('|')})$/]`,
  message: preactMessage,
};

/**
 * Features keep to their folders (docs/decisions/041-features-keep-to-their-folders.md): a feature
 * imports web/app, web/components, web/shared, web/i18n and common, and of another feature only
 * the files that feature offers here, its public face. A barrel index.ts would be the usual face,
 * but the build groups lazily loaded code by the static import graph (chunkGroups in
 * vite.config.ts): a barrel links every importer to everything it re-exports, and the donor list
 * then preloaded four more scripts. What two features share and is not a screen goes to web/shared.
 */
const FEATURE_FACES = {
  alerts: [
    'AlertDonorsModal.tsx',
    'AlertList.tsx',
    'AutoWaves.tsx',
    'alerts-api.ts',
    'DonorLinkPanel.tsx',
    'PhoneChanges.tsx',
  ],
  // The audit log's query keys: restoring from the archive refreshes it.
  activity: ['activity-api.ts'],
  // The look of the pages opened by a private link, which the request's status page shares.
  'donor-link': ['donor-link.css?url'],
  matching: [
    'BagProgress.tsx',
    'CallBadge.tsx',
    'DonorCalls.tsx',
    'RecordCallButton.tsx',
    'RequestMatchingPanel.tsx',
    'RequestStateBadge.tsx',
    'paths.ts',
    'request-state.ts',
  ],
};
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const facesOutside = (feature) =>
  Object.entries(FEATURE_FACES)
    .filter(([owner]) => owner !== feature)
    .flatMap(([owner, files]) => files.map((file) => `./${owner}/${file}`));
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`, ...facesOutside(feature)],
    message: `A feature imports another feature only through the files it offers (FEATURE_FACES in eslint.config.js); move what both need to web/shared.`,
  })),
  {
    target: './web/shared',
    from: './web/features',
    message: 'web/shared is below the features: it imports none of them.',
  },
  // The composition (web/app: router, providers, early reads, take-over) stands above everything;
  // the foundation (web/foundation: API client, query client, render context, public config,
  // error text...) below everything.
  ...['./web/features', './web/shared', './web/components', './web/i18n'].map((target) => ({
    target,
    from: './web/app',
    message: `web/app is the composition, above ${target.slice(2)}: nothing below it imports it.`,
  })),
  {
    target: './web/foundation',
    from: ['./web/app', './web/features'],
    message: 'web/foundation is below the app and the features: it imports neither.',
  },
  {
    target: './web/components',
    from: './web/features',
    // The error screen of a route that failed shows the not-found page's words and links.
    except: ['./not-found/NotFoundPage.tsx'],
    message: 'web/components is below the features: it imports none of them.',
  },
];

/**
 * The server's layers (docs/ARCHITECTURE.md, "Server layers"): routes → domain → data. server/data
 * holds every query and imports neither domain nor routes; server/domain never imports a route;
 * server/shared (presenters, pure helpers about rows) sits beside data, below domain and routes;
 * a route folder imports no other route folder (what two need goes to domain, data or shared).
 */
const ROUTE_FOLDERS = readdirSync(new URL('./server/routes', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  {
    target: './server/data',
    from: ['./server/routes', './server/domain'],
    message: 'server/data is the lowest layer: it imports neither domain nor routes.',
  },
  {
    target: './server/shared',
    from: ['./server/routes', './server/domain'],
    message: 'server/shared sits below domain and routes: it imports neither.',
  },
  {
    target: './server/domain',
    from: './server/routes',
    message:
      'Domain code never imports a route: move the query to server/data, a helper to server/shared.',
  },
  ...ROUTE_FOLDERS.map((folder) => ({
    target: `./server/routes/${folder}`,
    from: './server/routes',
    except: [`./${folder}`],
    message:
      'A route folder imports no other route folder: take what both need from server/domain, server/data or server/shared.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Regular expressions are never built from input (security rule in the developers' guide).
      'no-restricted-syntax': ['error', ...baseSyntaxRules],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': webImportRules([serverImport]),
      'no-restricted-syntax': ['error', ...baseSyntaxRules, reactNamespaceRule, ...queryKeyRules],
    },
  },
  {
    // The key modules spell the keys the rest of the app takes from them.
    files: ['web/shared/query-keys/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...baseSyntaxRules, reactNamespaceRule],
    },
  },
  {
    // The public pages, the two pages opened by a private link (a donor's, a requester's) and a
    // donor's certificate.
    files: [
      'web/features/{home,about,not-found,layout,donor-link,request-status,certificate}/**/*.{ts,tsx}',
    ],
    rules: {
      // Rules replace, not merge: this list repeats the web app's own restrictions.
      'no-restricted-imports': webImportRules([
        serverImport,
        {
          group: [
            '**/features/dashboard/**',
            '**/features/admin*/**',
            '**/features/alerts/**',
            '../dashboard/*',
            '../alerts/*',
          ],
          message: 'Public pages load no admin code.',
        },
      ]),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads the imported modules too: with this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones },
      ],
    },
  },
  {
    // SQL lives in server/data (docs/ARCHITECTURE.md, "Server layers"): routes, domain commands,
    // the alert worker, the plugins, the app's assembly and the demo switch reach the database
    // through it, so they need no query builder. Not covered: server/auth (the identity library's
    // adapter and hooks, written against that library's own tables and transactions), server/db
    // (the client, schema and migrations), server/ops and scripts.
    files: [
      'server/routes/**/*.ts',
      'server/domain/**/*.ts',
      'server/alerts/**/*.ts',
      'server/plugins/**/*.ts',
      'server/app.ts',
      'server/demo.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Queries live in server/data: write the query there and call it.',
            },
          ],
        },
      ],
    },
  },
);
