import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import localRules from './eslint-rules/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // docs/accessibility.md: the JSX rules of WCAG that a linter can see (names, roles, labels, keyboard handlers).
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's or a form page's first field takes the focus on purpose (WAI-ARIA APG): Mantine's fields only.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // docs/architecture.md#house-style (bulletproof-react): shared → features → app; a feature never imports another feature or the app.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: 'Use zodResolver from @/lib/form-resolver: it shows the field errors in the language shown.',
            },
          ],
          patterns: [
            { group: ['@/app/*', '@/app'], message: 'Features must not import from the app layer.' },
            {
              group: ['@/features/*', '@/features/*/**'],
              message: 'A feature must not import another feature: move the shared piece to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/api/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: 'Use zodResolver from @/lib/form-resolver: it shows the field errors in the language shown.',
            },
          ],
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  {
    // API layers (docs/architecture.md#house-style): a route folder never imports another; shared pieces live in lib/ or services/.
    files: ['apps/api/src/routes/**/*.ts'],
    plugins: { local: localRules },
    rules: { 'local/no-cross-route-imports': ['error', { routesDir: 'apps/api/src/routes' }] },
  },
  {
    // docs/i18n.md: every component of the web app shows its text through the catalogues (src/locales), none of its
    // own (the report as read on the page from the domain's report catalogue, in the lab's report language).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { local: localRules },
    rules: { 'local/no-literal-jsx-text': 'error' },
  },
  {
    // packages/domain is pure: no I/O, no framework.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'fastify', 'drizzle-orm*'],
              message: 'packages/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
);
