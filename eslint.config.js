import js from '@eslint/js';
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
const reactNamespaceRule = {
  selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${Object.values(missingFromPreact).flat().join('|')})$/]`,
  message: preactMessage,
};

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
      'no-restricted-syntax': ['error', ...baseSyntaxRules, reactNamespaceRule],
    },
  },
  {
    // The public pages, and the two pages opened by a private link (a donor's, a requester's).
    files: ['web/features/{home,about,not-found,layout,donor-link,request-status}/**/*.{ts,tsx}'],
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
        { group: ['recharts', 'recharts/*'], message: 'Charts load only inside the dashboard.' },
      ]),
    },
  },
);
