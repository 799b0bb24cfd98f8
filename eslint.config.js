// One lint setup for every workspace: type-aware TypeScript rules everywhere (decision 28),
// React hooks and accessibility rules for the web app, and the web app's layering.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (bulletproof-react): app/ composes features/, features/ use the shared
// code (api/, components/, hooks/, lib/, config/, styles/, types/), and nothing imports upwards.
// testing/ is the test harness: it renders the real app, so it may import app/, never a feature.
const web = './apps/web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['api', 'components', 'hooks', 'lib', 'config', 'styles', 'types', 'utils'];
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need into shared code, or compose them in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message:
      'Features never import app/: the routes compose the features, not the other way round.',
  },
  {
    target: shared.map((folder) => `${web}/${folder}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code never imports a feature or app/: pass what it needs in from the route.',
  },
  {
    target: `${web}/testing`,
    from: `${web}/features`,
    message: 'The test harness never imports a feature: keep feature helpers in the feature.',
  },
];

// The API's features (decision 58): a feature reaches another only through that feature's
// public entry, features/<name>/index.ts, which exports on purpose what others may use; its
// own files (its tests included) import each other freely. A test reaches another feature
// through its entry too, as the feature's code does. Shared code never imports a feature; the
// app's wiring (app.ts and the other entry points, the plugins that decorate the app, the
// seed, the test harness in apps/api/test) imports feature entries only.
const api = './apps/api/src';
const apiFeatures = readdirSync(`${api}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiEntries = apiFeatures.map((feature) => `./${feature}/index.ts`);
const apiShared = ['lib', 'db', 'cache', 'config', 'mail', 'images', 'rate-limits'];
const apiZones = [
  ...apiFeatures.map((feature) => ({
    target: `${api}/features/${feature}`,
    from: `${api}/features`,
    except: [`./${feature}`, ...apiEntries.filter((entry) => entry !== `./${feature}/index.ts`)],
    message:
      "Features reach each other only through a feature's index.ts: export there, on purpose, what others may use.",
  })),
  {
    target: apiShared.map((folder) => `${api}/${folder}`),
    from: `${api}/features`,
    message:
      'Shared code never imports a feature: move what both need into shared code, or pass it in from the app.',
  },
  {
    target: [
      `${api}/app.ts`,
      `${api}/main.ts`,
      `${api}/openapi-document.ts`,
      `${api}/reset-demo.ts`,
      `${api}/plugins`,
      `${api}/seed`,
      './apps/api/test',
    ],
    from: `${api}/features`,
    except: apiEntries,
    message: "The app's wiring imports a feature only through its index.ts.",
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/dist-server/**',
    '**/node_modules/**',
    'data/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'apps/api/drizzle/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file gets the types of the tsconfig.json that includes it (the nearest one, or for
      // the tests the workspaces' own configs leave out, the root tsconfig.json).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Off: an async function without await is how this code keeps a promise contract, not a
      // slip. Fastify waits on an async plugin or hook (a plain function must call done), the
      // cache stores implement one async interface over Redis and memory, and tests stub
      // fetch with async functions. no-floating-promises and no-misused-promises catch the
      // promise mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      // React Router's documented way to answer a 404 from a loader is to throw data(...), and
      // to send a loader elsewhere to throw redirect(...) or replace(...), a Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
    },
  },
  {
    // The API's tests read answers with light-my-request's response.json(), typed `any` on
    // purpose: the expect() calls are what check their shape.
    files: ['apps/api/test/**/*.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x parses to follow imports (no-cycle reads every module it reaches).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Only the app's own modules: a package cannot import back into the app.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones }],
    },
  },
  {
    // Nothing imports a test, so no cycle runs through one: skip the rule's walk from each.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The JavaScript files (scripts, benchmarks, this config) are in no tsconfig: no type rules.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**', '.ci/**', '**/*.config.{js,ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
