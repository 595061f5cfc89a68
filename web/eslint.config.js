// ESLint for the web app (flat config): type-aware TypeScript rules, the rules of hooks,
// accessibility, and the feature boundaries of bulletproof-react: a feature imports only itself
// and the shared layers (src/components, src/lib, src/config, src/types); src/app composes
// features; nothing but the entry point and the test harness imports src/app; no import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every folder under src/features is a feature: a new one is fenced in without editing this file. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shared layers: they import each other, never a feature nor the app. */
const shared = ['./src/components', './src/lib', './src/config', './src/types'];

const boundaries = [
  // A feature imports nothing of another feature.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports only itself and the shared layers; compose features in src/app.',
  })),
  // Features and the shared layers never reach up into the app.
  {
    target: ['./src/features', ...shared],
    from: './src/app',
    message: 'Nothing imports src/app but the entry point and the test harness.',
  },
  // The shared layers know no feature.
  {
    target: shared,
    from: './src/features',
    message: 'The shared layers know no feature: move the shared piece down, or pass it in from src/app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'src/lib/api-types.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      jsxA11y.flatConfigs.recommended,
      importX.flatConfigs.recommended,
      importX.flatConfigs.typescript,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks. The React Compiler's rules (v7's 'recommended') wait for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A list styled without bullets loses its list semantics in Safari unless it says role="list".
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // `role` on a component (RequireAuth role="admin") is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // `const { search: _search, ...rest } = state` leaves out a field, as TypeScript allows.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['vite.config.ts', 'playwright.config.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
