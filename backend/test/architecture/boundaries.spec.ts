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

/**
 * Application files of the first three contexts that still import infrastructure (issue 9): the
 * new contexts (affiliate, social, community, admin) have none. Fixing one means removing it here.
 */
const LEGACY_APPLICATION_TO_INFRASTRUCTURE = new Set([
  'identity/application/admin-user-directory.ts',
  'identity/application/commands/cancel-email-change/cancel-email-change.handler.ts',
  'identity/application/commands/deactivate-account/deactivate-account.handler.ts',
  'identity/application/commands/ensure-admin/ensure-admin.ts',
  'identity/application/commands/register-user/register-user.handler.ts',
  'identity/application/commands/request-email-change/request-email-change.handler.ts',
  'identity/application/commands/request-password-reset/request-password-reset.handler.ts',
  'identity/application/commands/request-sign-in-link/request-sign-in-link.handler.ts',
  'identity/application/commands/reset-password/reset-password.handler.ts',
  'identity/application/commands/sign-in-with-link/sign-in-with-link.handler.ts',
  'identity/application/commands/simple-register/simple-register.handler.ts',
  'identity/application/commands/update-payout-email/update-payout-email.handler.ts',
  'identity/application/commands/update-preferred-currency/update-preferred-currency.handler.ts',
  'identity/application/commands/verify-credentials/verify-credentials.command.ts',
  'identity/application/commands/verify-credentials/verify-credentials.handler.ts',
  'identity/application/commands/verify-email-change/verify-email-change.handler.ts',
  'identity/application/current-user.view.ts',
  'identity/application/events/send-email-confirmation.handler.ts',
  'identity/application/identity-maintenance.ts',
  'identity/application/personalized-slug.ts',
  'identity/application/prove-email.ts',
  'identity/application/queries/get-current-user/get-current-user.handler.ts',
  'identity/application/queries/preview-sign-in-link/preview-sign-in-link.handler.ts',
  'identity/application/register-new-user.ts',
  'identity/application/user-directory.ts',
  'notifications/application/email-sender.ts',
  'notifications/application/mailbox.query.ts',
]);

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

  it('application code depends on its own ports, never on infrastructure (legacy files listed below may only leave the list)', () => {
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
    const added = [...offenders].filter((f) => !LEGACY_APPLICATION_TO_INFRASTRUCTURE.has(f));
    const fixed = [...LEGACY_APPLICATION_TO_INFRASTRUCTURE].filter((f) => !offenders.has(f));
    expect({ added, fixed }).toEqual({ added: [], fixed: [] });
  });

  it('domain code depends on neither NestJS nor the ORM', () => {
    const modules = resolve(REPO_ROOT, 'backend/src/modules');
    const offenders = sourceFiles(modules)
      .filter((f) => f.split(sep).includes('domain'))
      .filter((f) => /from ['"](@nestjs|@mikro-orm)\//.test(readFileSync(f, 'utf8')))
      .map((f) => relative(REPO_ROOT, f));
    expect(offenders).toEqual([]);
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
