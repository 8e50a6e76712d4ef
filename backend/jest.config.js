// One jest run for the backend: small tests beside the code (src/**/*.spec.ts), integration and
// e2e tests under test/. ESM-only dependencies (MikroORM 7, pg-boss 12) load through Node 24's
// require(esm), which jest supports with --experimental-vm-modules (set by the npm scripts).
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2023', keepClassNames: true }, module: { type: 'commonjs' } }] },
  // The song engine from its TypeScript sources (its package exports dist/ to plain node).
  moduleNameMapper: { '^@boogy/engine$': '<rootDir>/../engine/src/index.ts', '^@boogy/engine/testing$': '<rootDir>/../engine/src/testing/index.ts' },
  // Each file's CPU time, for finding what keeps the cores busy (TEST_CPU_LOG: see the file).
  setupFilesAfterEnv: ['<rootDir>/test/support/cpu-per-file.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  // A worker past this after a file is replaced: a whole run in few workers otherwise grows until V8's heap limit.
  workerIdleMemoryLimit: '1.5GB',
};
