import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { FRONTEND_TOP_LEVEL_PATHS, RESERVED_SLUGS, SERVER_TOP_LEVEL_PATHS, findSlugProblem } from '@boogy/contracts/slug-rules';
import { REPO_ROOT } from '../../src/shared/config/paths';
import { appRoutes } from '../support/app-routes';
import { startTestApp, type TestApp } from '../support/test-app';

/** Could be a slug's segment at all (3–20 of a-z, 0-9, single hyphens): only those need reserving. */
const slugShaped = (segment: string) => findSlugProblem(segment) === null || findSlugProblem(segment) === 'This name is reserved and cannot be used';
const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0]!;
const sorted = (names: Iterable<string>) => [...new Set(names)].filter(slugShaped).sort();

/** The top-level paths of the frontend router's table (frontend/src/app/router.tsx, its `pages`). */
function frontendRouterPaths(): string[] {
  const file = join(REPO_ROOT, 'frontend/src/app/router.tsx');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let pages: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'pages' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) pages = node.initializer;
    ts.forEachChild(node, find);
  };
  find(source);
  if (!pages) throw new Error('router.tsx no longer has its `pages` table: update this test');
  return pages.elements.flatMap((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`a page that is not a literal route: ${element.getText()}`);
    const path = element.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'path');
    if (!path) return []; // the index route
    if (!ts.isStringLiteral(path.initializer)) throw new Error(`a page path that is not a string: ${path.getText()}`);
    const segment = firstSegment(path.initializer.text);
    return segment.startsWith(':') || segment === '*' ? [] : [segment];
  });
}

/** What the built frontend serves from its root folder: public/'s entries and Vite's assets folder. */
function frontendFiles(): string[] {
  const vite = readFileSync(join(REPO_ROOT, 'frontend/vite.config.ts'), 'utf8');
  const assetsDir = /assetsDir:\s*'([^']+)'/.exec(vite)?.[1] ?? 'assets';
  const publicDir = join(REPO_ROOT, 'frontend/public');
  return [assetsDir, ...(existsSync(publicDir) ? readdirSync(publicDir) : [])];
}

describe('reserved slugs come from the route tables of the server and the frontend', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it("lists every top-level path of the server's registered routes, and only those", () => {
    const served = sorted(appRoutes(app.running.app).map((route) => firstSegment(route.split(' ')[1]!)));
    expect([...SERVER_TOP_LEVEL_PATHS].sort()).toEqual(served);
  });

  it("lists every top-level path of the frontend's router and root folder, and only those", () => {
    expect([...FRONTEND_TOP_LEVEL_PATHS].sort()).toEqual(sorted([...frontendRouterPaths(), ...frontendFiles()]));
  });

  it('refuses each of them as a slug, metrics first', async () => {
    expect(findSlugProblem('metrics')).toBe('This name is reserved and cannot be used');
    for (const path of [...SERVER_TOP_LEVEL_PATHS, ...FRONTEND_TOP_LEVEL_PATHS]) expect([path, RESERVED_SLUGS.has(path)]).toEqual([path, true]);
  });
});
