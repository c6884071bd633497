import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web code reaches the server only over HTTP, and builds a confirmation, a role list and a
// filter bar one way.
const oneFilterBar =
  'One filter bar: describe the fields to FilterBar from components/filter-bar.tsx (docs/architecture.md#one-way-each).';
const webImportBans = [
  { group: ['@panel/server*'], message: 'The web app talks to the server over HTTP.' },
  {
    group: ['@/components/ui/alert-dialog', '*/ui/alert-dialog', './alert-dialog'],
    message:
      'One confirmation: use ConfirmDialog from components/confirm-dialog.tsx (docs/architecture.md#one-way-each).',
  },
  {
    group: ['@/components/guild-role-item'],
    message:
      'One list of roles: use RoleChoices or RolePicker from components/role-picker.tsx (docs/architecture.md#one-way-each).',
  },
  {
    // The parts of a filter bar, which only the bar puts together.
    group: [
      '@/components/search-field',
      '@/components/period-filter',
      '@/components/member-filter',
      '@/lib/use-search-input',
      '*/components/search-field',
      '*/components/period-filter',
      '*/components/member-filter',
      '*/lib/use-search-input',
    ],
    message: oneFilterBar,
  },
];

// Markup that is built in one place only (the bans are lifted there, below).
const webSyntaxBans = [
  {
    selector: "JSXAttribute[name.name='type'][value.value='number']",
    message:
      'One number field: use NumberInput from components/ui/number-input.tsx (docs/architecture.md#one-way-each).',
  },
  // A search form of its own, or a select with an "every value" choice: a filter bar by hand.
  { selector: "JSXAttribute[name.name='role'][value.value='search']", message: oneFilterBar },
  {
    selector: "JSXOpeningElement[name.name='EnumSelect'] > JSXAttribute[name.name='allLabel']",
    message: oneFilterBar,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Narrow instead (`requireAuth(request)`, an `if`, a helper that throws with a reason).
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Fastify hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Asymmetric matchers (`expect.any(...)`) are typed `any`.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // A test states what it expects; an assertion failing there is a failing test.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@panel/server*', '@panel/web*', '../../apps/*'] },
      ],
    },
  },
  {
    files: ['packages/discord-local/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@panel/server*', '@panel/web*', '../../apps/*', '../../../apps/*'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@panel/web*'] },
            {
              group: ['@panel/discord-local*'],
              message:
                'Only demo and test composition imports the local Discord (docs/decisions/2026-12-03-local-discord-package.md).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/config.ts.' },
      ],
    },
  },
  {
    // Demo and test composition: where the local Discord may be imported.
    files: [
      'apps/server/src/demo/**/*.ts',
      'apps/server/**/*.test.ts',
      'apps/server/test/**/*.ts',
      'apps/server/bench/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@panel/web*'] }] },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/**/*.test.ts',
      'apps/server/test/**/*.ts',
      'apps/server/bench/**/*.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webImportBans }],
      'no-restricted-syntax': ['error', ...webSyntaxBans],
    },
  },
  {
    // The one place each of those is built.
    files: [
      'apps/web/src/components/confirm-dialog.tsx',
      'apps/web/src/components/filter-bar.tsx',
      'apps/web/src/components/filter-bar-fields.tsx',
      'apps/web/src/components/ui/**',
    ],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportBans,
            {
              group: ['@/features/*/**', '../../*/**', '@/app/**'],
              message:
                'Features do not import each other nor the app; share through components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/e2e/**/*.ts', 'apps/web/playwright.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
