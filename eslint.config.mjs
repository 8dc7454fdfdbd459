// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import featureBoundaries from './tooling/eslint-feature-boundaries.mjs';

/** Remotes and the host never import one another: what they share lives in @school/shared. */
const apps = ['host', 'remote-content', 'remote-school-admin', 'remote-provider-admin'];
const isolation = apps.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...apps.filter((other) => other !== app).flatMap((other) => [`**/${other}/**`, `@school/${other}`, `@school/${other}/**`])],
            message: 'Apps never import each other; share code through @school/shared.',
          },
        ],
        paths: [
          {
            name: 'react-router',
            message: "Import the router from '@school/shared' (shared/src/router.ts): one router, and only the parts used.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'bench-results/**', 'e2e/.tmp/**', 'data/**', '**/.test-builds/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling table region must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: apps.flatMap((app) => [`**/${app}/**`, `@school/${app}`]), message: '@school/shared never imports an app.' }] },
      ],
    },
  },
  ...isolation,
  {
    // Inside an app no feature imports another; what two features share lives in the app's ui/.
    files: apps.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    // The API's floors only point down (tooling/eslint-feature-boundaries.mjs, api/README.md#floors).
    files: ['api/src/**/*.ts'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/api-floors': 'error' },
  },
  {
    // One way to read an outside value into React: createStore and useStore (docs/conventions.md).
    files: ['{host,remote-content,remote-school-admin,remote-provider-admin,shared}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/store.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='useSyncExternalStore'], MemberExpression[property.name='useSyncExternalStore']",
          message: 'Keep a value outside React in a store: createStore and useStore from @school/shared (shared/src/store.ts).',
        },
      ],
    },
  },
  {
    // One way to call the API from a page: the API client (shared/src/api-client). Outside it, fetch
    // only reads what comes before the client can work (config.json, which school the address
    // is), a remote's own files (its manifest, for the federation runtime) and, on the server,
    // the renderer's calls with its own token.
    files: ['{host,remote-content,remote-school-admin,remote-provider-admin,shared}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/api-client/**',
      'shared/src/config/runtime-config.ts',
      'shared/src/config/site.ts',
      'host/src/remotes/federation.ts',
      'host/src/prerendered-page.ts',
      'host/src/server/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the API client (apiPost, getSiteJson, … from @school/shared).' }],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**/*.ts', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) first argument.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Scripts an app serves as they are, for the browser.
    files: ['*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['host/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker, URLPattern: 'readonly' } },
  },
);
