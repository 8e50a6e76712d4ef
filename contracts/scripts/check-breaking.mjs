// Fails when openapi.yaml breaks a client of the last released contract (contracts/released/openapi.yaml):
// a removed operation, a new required field, a narrowed type, … as api-smart-diff classifies them.
// A deliberate break ships as a new API version: bump info.version, then `npm run contracts:release`.
import { readFileSync } from 'node:fs';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

const released = parse(readFileSync('released/openapi.yaml', 'utf8'));
const current = parse(readFileSync('../openapi.yaml', 'utf8'));
// api-smart-diff calls any new security scheme breaking; declaring one breaks nobody (requiring it
// somewhere is a change to that `security` list, which is still checked).
const newSchemeOnly = (d) => d.action === 'add' && d.path[0] === 'components' && d.path[1] === 'securitySchemes' && d.path.length === 3;
const breaking = apiCompare(released, current).diffs.filter((d) => d.type === 'breaking' && !newSchemeOnly(d));

if (breaking.length > 0 && current.info.version === released.info.version) {
  console.error(`openapi.yaml breaks ${breaking.length} thing(s) of the released contract ${released.info.version}:`);
  for (const d of breaking) console.error(`  - ${d.description || `${d.action} ${d.path.join(' › ')}`}`);
  console.error('Make the change compatible, or bump info.version and run `npm run contracts:release`.');
  process.exit(1);
}
console.log(`no breaking change against the released contract ${released.info.version}`);
