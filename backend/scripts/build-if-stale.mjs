// `npm run cli` in a checkout: rebuilds the engine and the backend only when a source file is newer
// than the build, so a command (and its --help) starts at once after the first build. The image has
// no sources and never comes here (see the "cli" script).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const engineDir = join(backendDir, '../engine');

/** The newest modification time of the files under `dir` (0 when it has none). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const built = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
const quietly = (args) => execFileSync('npm', args, { cwd: backendDir, stdio: ['ignore', 'ignore', 'inherit'] });

if (!existsSync(join(engineDir, 'dist')) || newest(join(engineDir, 'src')) > newest(join(engineDir, 'dist'))) quietly(['run', 'build', '-w', '@boogy/engine']);
if (newest(join(backendDir, 'src')) > built(join(backendDir, 'dist/cli.js'))) quietly(['run', 'build']);
