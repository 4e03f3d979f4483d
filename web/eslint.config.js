// ESLint 9 flat config: typescript-eslint's recommended rules, the rules of hooks, and the import
// boundaries of the bulletproof-react layout (shared → features → app; a feature never imports another).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * `import-x/no-restricted-paths` zones (paths relative to web/). Every import counts, tests and
 * dynamic `import()` included; `src/test` (render helpers over the whole app) is outside the layers.
 */
const boundaries = [
  // A feature is a unit: what two features need lives in src/shared (or the app composes them).
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/shared, or compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app: the app imports features.',
  },
  {
    target: './src/shared',
    from: ['./src/features', './src/app'],
    message: 'src/shared imports neither features nor the app.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/shared/api/schema.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // `_`-prefixed names are deliberately unused (a destructured prop left out of a spread).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Node scripts, the Vite and Playwright configs, the e2e specs.
    files: ['scripts/**', '*.config.{js,ts}', 'e2e/**'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },
);
