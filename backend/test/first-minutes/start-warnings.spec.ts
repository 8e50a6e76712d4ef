// `npm start` runs the built backend on plain Node 24, which loads the shared contracts straight
// from their TypeScript sources: each of them must load without a warning on the console.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const backendDir = join(__dirname, '../..');
const contractsManifest = JSON.parse(readFileSync(join(backendDir, '../contracts/package.json'), 'utf8')) as { exports: Record<string, string> };

describe('the shared contracts on plain Node', () => {
  it('load without MODULE_TYPELESS_PACKAGE_JSON or any other warning', () => {
    const specifiers = Object.keys(contractsManifest.exports).map((subpath) => `@boogy/contracts${subpath.slice(1)}`);
    const script = specifiers.map((specifier) => `require(${JSON.stringify(specifier)});`).join('\n');
    const env = { ...process.env };
    delete env.NODE_OPTIONS; // jest's --experimental-vm-modules would add a warning of its own
    const result = spawnSync(process.execPath, ['-e', script], { cwd: backendDir, env, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
