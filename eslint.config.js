// Lint is part of the build (`npm run build` and `npm test` run it first), so an error here fails it.
// Not type-aware on purpose: it stays fast; `tsc -b` does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/eslint-plugin-architecture/index.js';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JS_FILES = ['**/*.{js,mjs,cjs}'];
const LAYERED_EXTENSIONS = '{ts,tsx,mts,cts,js,mjs,cjs}';

const unusedVarsOptions = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist-web/',
    '**/coverage/',
    '**/node_modules/',
    '**/.data/',
    '**/test-results/',
    '**/playwright-report/',
    // Deliberately broken code; tests/architecture/eslint-config.test.ts lints it with ignore off.
    'tests/architecture/fixtures/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: JS_FILES,
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: {
      'no-unused-vars': ['error', unusedVarsOptions],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: TS_FILES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', unusedVarsOptions],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // DESIGN.md section 1. The fixtures pattern only matters when ignores are off (the architecture tests).
    files: [
      `{core,adapters,apps}/**/*.${LAYERED_EXTENSIONS}`,
      `tests/architecture/fixtures/{core,adapters,apps}/**/*.${LAYERED_EXTENSIONS}`,
    ],
    plugins: { architecture },
    rules: {
      'architecture/dependency-rule': ['error', { root: import.meta.dirname }],
    },
  },
  {
    // STYLE.md: no imports across features; shared things live in the app's src/api, src/components, src/lib or web-common.
    files: [`apps/*/src/features/**/*.${LAYERED_EXTENSIONS}`, `tests/architecture/fixtures/apps/*/src/features/**/*.${LAYERED_EXTENSIONS}`],
    plugins: { architecture },
    rules: {
      'architecture/no-cross-feature-imports': ['error', { root: import.meta.dirname }],
    },
  },
  {
    // STYLE.md: query keys only from queryOptions factories.
    files: [`apps/{storefront,business-portal,web-common}/src/**/*.${LAYERED_EXTENSIONS}`],
    plugins: { architecture },
    rules: {
      'architecture/query-keys-from-factories': 'error',
    },
  },
);
