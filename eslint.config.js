// One flat config for the whole repository, so every workspace is held to the same rules.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = existsSync('web/src/features')
  ? readdirSync('web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'server/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/coverage/**',
      // Lingui's compiled catalogs (`lingui compile --typescript`): generated, never edited.
      '**/src/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile, import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // French texts keep their no-break spaces (before : ; ! ? and $) in strings and templates.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      // Files and folders are kebab-case, so an import's case never depends on the file system's.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      'import/no-duplicates': 'error',
      // Every formatter takes the page's locale (README "Languages"): no language is written in.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^en-US$/i]',
          message:
            "Format with the page's locale (useLocale(), the request's or the customer's), never en-US.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      // Resolves `@/…` and `.tsx` files so the boundary rule below sees every import.
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    },
    rules: {
      // The server renders pages in several languages at once: web code translates through the
      // page's `I18n` (useLingui, `msg` + `i18n._`), never through the global `t`.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message: 'Use `t` from useLingui() (@lingui/react/macro), or `msg` and i18n._().',
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // No cross-feature imports (bulletproof-react): features talk through app/ and shared code.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features', from: './web/src/app' },
            // No cross-feature imports: a feature uses itself, shared code, and the two
            // app-wide features every screen depends on, auth and settings (decision 003).
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [...new Set([`./${feature}`, './auth', './settings'])],
            })),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/hooks', './web/src/stores'],
              from: ['./web/src/features', './web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may compose a feature with the route that mounts it.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // The server never imports the web app and the web app never imports the server.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/**', '@ikawa/web*'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '@ikawa/server*'] }],
    },
  },
);
