import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Regular expressions are never built from input (security rule in the developers' guide).
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='RegExp'][arguments.0.type!='Literal']",
          message: 'Do not build a RegExp from a variable: input must never become a pattern.',
        },
        {
          selector: "CallExpression[callee.property.name='raw'][callee.object.name='sql']",
          message: 'sql.raw() builds SQL from a string; use sql`` with parameters.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web app may not import server code.' }] },
      ],
    },
  },
  {
    files: ['web/features/{home,about,not-found,layout}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/dashboard/**', '**/features/admin*/**'], message: 'Public pages load no admin code.' },
            { group: ['recharts', 'recharts/*'], message: 'Charts load only inside the dashboard.' },
          ],
        },
      ],
    },
  },
);
