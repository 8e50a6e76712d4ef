// The engine's own jest run: small tests beside the code (src/**/*.spec.ts) and the render pool's
// tests under test/. No database: the engine is plain computation and worker threads.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // (see the transform's file for why it wraps @swc/jest)
  transform: { '^.+\\.(t|j)sx?$': ['<rootDir>/test/support/lexical-globals-transform.cjs', { swcrc: false, jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2023', keepClassNames: true }, module: { type: 'commonjs' } }] },
  testTimeout: 60000,
};
