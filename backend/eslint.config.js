// @ts-check
const tseslint = require('typescript-eslint');
const { nodeBaseConfig } = require('../eslint.node-base.cjs');

module.exports = tseslint.config(
  ...nodeBaseConfig({
    printingFiles: ['src/main.ts', 'src/cli.ts', 'scripts/**', 'bench/**', 'src/**/cli/**', 'src/**/*.cli.ts', '**/*.spec.ts', 'test/**'],
  }),
  // Type-aware rules (typescript-eslint's project service reads tsconfig.json): the promise mistakes
  // a type checker alone does not report.
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
    },
  },
  {
    // Test stand-ins implement Promise-returning ports with async methods that need no await: an
    // async stub throws the way the real adapter rejects, which is what the tests want.
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
);
