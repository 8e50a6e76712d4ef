// @ts-check
const tseslint = require('typescript-eslint');
const { nodeBaseConfig } = require('../eslint.node-base.cjs');

module.exports = tseslint.config(...nodeBaseConfig({ printingFiles: ['scripts/**', 'bench/**', '**/*.spec.ts', 'test/**'] }));
