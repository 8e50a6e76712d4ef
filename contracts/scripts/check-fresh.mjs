// Fails when contracts/src/schema.d.ts is not what openapi-typescript makes of openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'schema.d.ts');
execFileSync('npx', ['openapi-typescript', '../openapi.yaml', '-o', out], { stdio: 'ignore' });
const fresh = readFileSync(out, 'utf8');
const committed = readFileSync('src/schema.d.ts', 'utf8');
if (fresh !== committed) {
  console.error('contracts/src/schema.d.ts is stale: run `npm run contracts` and commit the result.');
  process.exit(1);
}
console.log('contracts are up to date with openapi.yaml');
