import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The engine is a pure library: nothing that performs I/O may be imported there.
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:)?(fs|fs/promises|http|https|http2|net|dgram|dns|child_process|worker_threads|cluster|tls|readline)$',
              message: 'The engine is pure: pass I/O in from the caller.',
            },
            { regex: '^(fastify|kysely|pg|better-sqlite3|ioredis|undici)', message: 'The engine is pure: no HTTP or database imports.' },
          ],
        },
      ],
    },
  },
  {
    // The web console runs in the browser.
    files: ['apps/console/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/train-*.ts', 'bench/**/*.ts', 'examples/**/*.ts', '**/test/**/*.ts', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
