import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * openapi.yaml as a plain object. Parsing its YAML (300 KB) costs ~0.8 s of CPU, and every process
 * start (and every test file: jest gives each its own module registry) did it again; the parsed
 * document is kept as JSON in the temp directory under the YAML's content hash, which JSON.parse
 * reads back in ~3 ms. A changed file has another hash, so a stale copy is never read.
 */
export function readOpenApiDocument<T>(path: string): T {
  const text = readFileSync(path, 'utf8');
  const cached = join(tmpdir(), `boogy-openapi-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as T;
  } catch {
    // Not kept yet (or unreadable): parse the YAML and keep it below.
  }
  const document = parse(text) as T;
  try {
    // Written aside, then renamed into place: a process reading at the same time never sees half a file.
    const partial = `${cached}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, cached);
  } catch {
    // A read-only temp directory only costs the next start the parse.
  }
  return document;
}
