import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { OPENAPI_PATH, REPO_ROOT } from '../config/paths';

/**
 * Every error code the server can answer is in `ErrorCode.enum` of openapi.yaml, and the enum lists
 * no code the server has stopped using. DomainError's `code` is typed from the enum, so most new
 * codes fail to compile; this scan also covers the answers written without a DomainError (HTTP
 * exceptions with a `code`, bodies the middlewares write themselves).
 */
const KINDS = 'invalid|unauthorized|payment_required|forbidden|not_found|conflict|rate_limited|unavailable';
const CODE_SITES = [
  // new SomeError('kind', 'code', …), super('kind', 'code', …)
  new RegExp(`\\(\\s*'(?:${KINDS})',\\s*'([a-z0-9_]+)'`, 'g'),
  // { …, code: 'code' } in an exception's payload or an answer's body (lower-case: not currency codes)
  /\bcode: '([a-z0-9_]+)'/g,
  // new InvalidSongInputError(message, 'code'), new NotFoundError('User', 'code')
  /Error\((?:[^()]|\([^()]*\))*?,\s*'([a-z0-9_]+)'\)/g,
  // super(MESSAGE_CONSTANT, 'code') in a DomainError subclass whose words live in the contracts package
  /super\([A-Za-z_.]+,\s*'([a-z0-9_]+)'\)/g,
  // refuse(res, 401, 'code', …) in the bearer middleware
  /refuse\(res, \d+, '([a-z0-9_]+)'/g,
];
/** `code: 'asc'` is an ORM ordering, not an answer. */
const NOT_ERROR_CODES = new Set(['asc', 'desc']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

function codesUsedIn(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const site of CODE_SITES) for (const match of text.matchAll(site)) if (!NOT_ERROR_CODES.has(match[1]!)) found.set(match[1]!, file.slice(REPO_ROOT.length + 1));
  }
  return found;
}

describe('the error codes of openapi.yaml', () => {
  const declared = new Set<string>(parse(readFileSync(OPENAPI_PATH, 'utf8')).components.schemas.ErrorCode.enum);
  // The names problems (names_required, too_many_names…) are worded in the contracts package and thrown by catalog.
  const used = codesUsedIn([...sourceFiles(join(REPO_ROOT, 'backend/src')), join(REPO_ROOT, 'contracts/src/song-names.ts')]);

  it('declares every code the server can answer', () => {
    expect(used.size).toBeGreaterThan(100);
    const undeclared = [...used].filter(([code]) => !declared.has(code)).map(([code, file]) => `${code} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('declares no code the server never answers', () => {
    expect([...declared].filter((code) => !used.has(code))).toEqual([]);
  });

  it('finds codes written in each way the server writes them', () => {
    // One per site pattern, so a pattern that stopped matching anything fails here.
    for (const code of ['song_not_found', 'json_required', 'title_required', 'invalid_api_token']) expect(used.has(code)).toBe(true);
  });
});
