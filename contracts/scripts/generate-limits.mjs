// Writes src/limits.ts: the input limits and value lists both sides enforce, read from openapi.yaml so that the
// server's request validation and the screens' forms share one source. `npm run contracts` runs it;
// check-fresh.mjs fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Each constant and where openapi.yaml states it (a path into components.schemas). */
const LIMITS = {
  MAX_NAMES: ['GenerateLyricsRequest', 'properties', 'names', 'maxItems'],
  MIN_NAMES: ['GenerateLyricsRequest', 'properties', 'names', 'minItems'],
  MAX_NAME_LENGTH: ['GenerateLyricsRequest', 'properties', 'names', 'items', 'maxLength'],
};

/** Each list of allowed values and the schema whose enum states it. */
const ENUMS = {
  SONG_STYLES: 'SongStyle',
  VOCAL_GENDERS: 'VocalGender',
  ERROR_CODES: 'ErrorCode',
};

export function renderLimits(openapiText) {
  const schemas = parse(openapiText).components.schemas;
  const limits = Object.entries(LIMITS).map(([name, path]) => {
    const value = path.reduce((node, key) => node?.[key], schemas);
    if (typeof value !== 'number') throw new Error(`openapi.yaml has no number at components.schemas.${path.join('.')}`);
    return `/** openapi.yaml: components.schemas.${path.join('.')} */\nexport const ${name} = ${value};\n`;
  });
  const enums = Object.entries(ENUMS).map(([name, schema]) => {
    const values = schemas[schema]?.enum;
    if (!Array.isArray(values)) throw new Error(`openapi.yaml has no enum at components.schemas.${schema}`);
    return `/** openapi.yaml: components.schemas.${schema}.enum */\nexport const ${name} = ${JSON.stringify(values).replaceAll('"', "'").replaceAll(',', ', ')} as const;\n`;
  });
  return `// Generated from openapi.yaml by \`npm run contracts\`; never edit by hand.\n\n${[...limits, ...enums].join('\n')}`;
}

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(here('../src/limits.ts'), renderLimits(readFileSync(here('../../openapi.yaml'), 'utf8')));
}
