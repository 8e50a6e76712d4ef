// Fails when contracts/src/schema.d.ts or src/limits.ts is not what openapi.yaml makes today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderLimits } from './generate-limits.mjs';

const out = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'schema.d.ts');
execFileSync('npx', ['openapi-typescript', '../openapi.yaml', '-o', out], { stdio: 'ignore' });
const stale = [];
if (readFileSync(out, 'utf8') !== readFileSync('src/schema.d.ts', 'utf8')) stale.push('src/schema.d.ts');
if (renderLimits(readFileSync('../openapi.yaml', 'utf8')) !== readFileSync('src/limits.ts', 'utf8')) stale.push('src/limits.ts');
if (stale.length > 0) {
  console.error(`contracts/${stale.join(' and contracts/')} stale: run \`npm run contracts\` and commit the result.`);
  process.exit(1);
}
console.log('contracts are up to date with openapi.yaml');
