// Lets a worker thread load the engine's TypeScript sources directly (jest, CLI, benchmark):
// each .ts file is transpiled with @swc/core on require. Compiled builds (dist/) never load this.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

if (!require.extensions['.ts'] || !require.extensions['.ts'].boogySwc) {
  const compile = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      swcrc: false,
      sourceMaps: 'inline',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
  compile.boogySwc = true;
  require.extensions['.ts'] = compile;
}
