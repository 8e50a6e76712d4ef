import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { REPO_ROOT } from '../../src/shared/config/paths';

/** Every .ts/.tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((s) => s.startsWith('.'));
}

/** "<area>/<rest>" of a path under root, or null when it is outside. */
function areaOf(root: string, path: string): { area: string; rest: string } | null {
  const rel = relative(root, path);
  if (rel.startsWith('..')) return null;
  const [area, ...rest] = rel.split(sep);
  return area ? { area, rest: rest.join('/') } : null;
}

describe('module boundaries', () => {
  it('a backend context imports another context only through its public/ folder', () => {
    const modules = resolve(REPO_ROOT, 'backend/src/modules');
    const violations: string[] = [];
    for (const file of sourceFiles(modules)) {
      const from = areaOf(modules, file);
      for (const spec of relativeImports(file)) {
        const to = areaOf(modules, resolve(dirname(file), spec));
        if (from && to && to.area !== from.area && !to.rest.startsWith('public')) {
          violations.push(`${relative(REPO_ROOT, file)} → ${spec}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('application code depends on its own ports, never on infrastructure', () => {
    const modules = resolve(REPO_ROOT, 'backend/src/modules');
    const offenders = new Set<string>();
    for (const file of sourceFiles(modules)) {
      const from = areaOf(modules, file);
      if (!from?.rest.startsWith('application/')) continue;
      for (const spec of relativeImports(file)) {
        const to = areaOf(modules, resolve(dirname(file), spec));
        if (to && to.rest.startsWith('infrastructure/')) offenders.add(relative(modules, file).split(sep).join('/'));
      }
    }
    expect([...offenders]).toEqual([]);
  });

  it('domain code depends on neither NestJS nor the ORM', () => {
    const modules = resolve(REPO_ROOT, 'backend/src/modules');
    const offenders = sourceFiles(modules)
      .filter((f) => f.split(sep).includes('domain'))
      .filter((f) => /from ['"](@nestjs|@mikro-orm)\//.test(readFileSync(f, 'utf8')))
      .map((f) => relative(REPO_ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('the song engine package is imported only by catalog infrastructure and the domain files that name its types and errors', () => {
    const modules = resolve(REPO_ROOT, 'backend/src/modules');
    const namers = ['catalog/domain/song-engine.types.ts', 'catalog/domain/song-engine.errors.ts'];
    const offenders = sourceFiles(modules)
      .map((f) => relative(modules, f).split(sep).join('/'))
      .filter((f) => !f.startsWith('catalog/infrastructure/') && !namers.includes(f))
      .filter((f) => /from ['"]@boogy\/engine/.test(readFileSync(join(modules, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the song engine imports nothing of the backend', () => {
    const engine = resolve(REPO_ROOT, 'engine');
    const backend = resolve(REPO_ROOT, 'backend');
    const offenders = ['src', 'test', 'bench', 'scripts'].flatMap((dir) => sourceFiles(join(engine, dir))).filter((file) => {
      const text = readFileSync(file, 'utf8');
      const intoBackend = relativeImports(file).some((spec) => !relative(backend, resolve(dirname(file), spec)).startsWith('..'));
      return intoBackend || /from ['"]@boogy\/backend/.test(text);
    });
    expect(offenders.map((f) => relative(REPO_ROOT, f))).toEqual([]);
  });

  it('a frontend feature never imports another feature', () => {
    const features = resolve(REPO_ROOT, 'frontend/src/features');
    let files: string[] = [];
    try {
      files = sourceFiles(features);
    } catch {
      return; // no features yet
    }
    const violations: string[] = [];
    for (const file of files) {
      const from = areaOf(features, file);
      const text = readFileSync(file, 'utf8');
      const aliased = [...text.matchAll(/from\s+['"]@\/features\/([^/'"]+)/g)].map((m) => m[1]);
      const relativeTargets = relativeImports(file).map((spec) => areaOf(features, resolve(dirname(file), spec))?.area);
      for (const area of [...aliased, ...relativeTargets]) {
        if (from && area && area !== from.area) violations.push(`${relative(REPO_ROOT, file)} → features/${area}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

/** Imports that reach storage directly: the ORM, the PostgreSQL drivers, the query builders. */
const STORAGE_PACKAGE = /^(@mikro-orm\/|pg$|pg-|knex$|kysely$)/;

function allImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** Whether a file imports storage: a storage package, a context's infrastructure, or the shared persistence layer. */
function storageImports(file: string, modules: string): string[] {
  const persistence = resolve(REPO_ROOT, 'backend/src/shared/persistence');
  return allImports(file).filter((spec) => {
    if (STORAGE_PACKAGE.test(spec)) return true;
    if (!spec.startsWith('.')) return false;
    const target = resolve(dirname(file), spec);
    if (!relative(persistence, target).startsWith('..')) return true;
    return areaOf(modules, target)?.rest.startsWith('infrastructure/') ?? false;
  });
}

/**
 * Exceptions to the three rules below: none are left. An entry that no longer offends fails the test
 * until removed, so a list can only shrink.
 */
const NOT_YET_CONVERTED = {
  ormInApplication: [] as string[],
  facadesOnStorage: [] as string[],
  twoWayPairs: [] as string[],
};

function expectOnlyAllowed(what: string, offenders: string[], allowed: string[]): void {
  const stale = allowed.filter((entry) => !offenders.includes(entry));
  const unexpected = offenders.filter((entry) => !allowed.includes(entry));
  console.info(`${what}: ${offenders.length} left on the allow-list`);
  expect({ unexpected, stale }).toEqual({ unexpected: [], stale: [] });
}

describe('persistence boundaries', () => {
  const modules = resolve(REPO_ROOT, 'backend/src/modules');
  const files = sourceFiles(modules);
  const name = (file: string) => relative(modules, file).split(sep).join('/');

  it('application code and its ports import no ORM, database driver or persistence layer (they use UnitOfWork and their ports)', () => {
    const offenders = files
      .filter((f) => areaOf(modules, f)?.rest.startsWith('application/'))
      .filter((f) => storageImports(f, modules).length > 0)
      .map(name);
    expectOnlyAllowed('application files importing storage', offenders, NOT_YET_CONVERTED.ormInApplication);
  });

  it("a context's public/ facade imports no storage and no infrastructure (it exposes commands, queries, events and plain types)", () => {
    const offenders = files
      .filter((f) => areaOf(modules, f)?.rest.startsWith('public/'))
      .filter((f) => storageImports(f, modules).length > 0)
      .map(name);
    expectOnlyAllowed('facades importing storage', offenders, NOT_YET_CONVERTED.facadesOnStorage);
  });

  it('no two contexts import each other (one direction asks, the other listens to events)', () => {
    const edges = new Set<string>();
    for (const file of files) {
      const from = areaOf(modules, file)?.area;
      for (const spec of relativeImports(file)) {
        const to = areaOf(modules, resolve(dirname(file), spec))?.area;
        if (from && to && to !== from && !to.includes('.')) edges.add(`${from}→${to}`);
      }
    }
    const pairs = [...edges]
      .map((edge) => edge.split('→') as [string, string])
      .filter(([a, b]) => a < b && edges.has(`${b}→${a}`))
      .map(([a, b]) => `${a}↔${b}`);
    expectOnlyAllowed('two-way context pairs', pairs, NOT_YET_CONVERTED.twoWayPairs);
  });
});
