// @ts-check
// The lint rules the Node workspaces (backend, engine) share; each workspace's eslint.config.js adds
// what is its own (which files may print, type-aware rules).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

/**
 * @param {{ printingFiles: string[] }} options files allowed to use console.log (CLIs, scripts, tests)
 */
function nodeBaseConfig({ printingFiles }) {
  return [
    { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.jest } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-require-imports': 'off',
        'no-console': ['error', { allow: ['warn', 'error'] }],
        eqeqeq: ['error', 'smart'],
        'no-control-regex': 'off', // cleaning names, lyrics and user input of control characters is the point there
      },
    },
    { files: printingFiles, rules: { 'no-console': 'off' } },
    { files: ['**/*.mjs', '**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ];
}

module.exports = { nodeBaseConfig };
