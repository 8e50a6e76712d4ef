import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOpenApiDocument } from './openapi-document';

describe('readOpenApiDocument', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-doc-'));
  const file = join(dir, 'openapi.yaml');
  const keptCopy = (text: string) => join(tmpdir(), `boogy-openapi-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the YAML, keeps a parsed copy, and reads a changed file afresh', () => {
    const first = `openapi: 3.1.0\ninfo: { title: T${Date.now()}, version: '1' }\npaths:\n  /a: { get: { summary: first } }\n`;
    writeFileSync(file, first);
    expect(readOpenApiDocument(file)).toEqual({ openapi: '3.1.0', info: { title: expect.any(String), version: '1' }, paths: { '/a': { get: { summary: 'first' } } } });
    expect(existsSync(keptCopy(first))).toBe(true);

    const second = first.replace('summary: first', 'summary: second');
    writeFileSync(file, second);
    expect(readOpenApiDocument<{ paths: Record<string, { get: { summary: string } }> }>(file).paths['/a']!.get.summary).toBe('second');
    rmSync(keptCopy(first));
    rmSync(keptCopy(second));
  });

  it('parses the YAML again when the kept copy is unreadable', () => {
    const text = `openapi: 3.1.0\ninfo: { title: U${Date.now()}, version: '2' }\npaths: {}\n`;
    writeFileSync(file, text);
    writeFileSync(keptCopy(text), '{"half a fi');
    expect(readOpenApiDocument<{ info: { version: string } }>(file).info.version).toBe('2');
    rmSync(keptCopy(text));
  });
});
