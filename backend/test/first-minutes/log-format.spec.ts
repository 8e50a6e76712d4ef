// The log a developer reads at `npm start` versus the one production ships: readable lines at a
// terminal, JSON (one object with a message per line) for production and for anything reading a pipe.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { logFormat } from '../../src/shared/logging/logger';

const backendDir = join(__dirname, '../..');

/** Logs one line through the app's logger in a fresh process and returns what reached stdout. */
function logOneLine(env: Record<string, string>): string {
  const script = `require('./src/shared/logging/logger').createLogger(${JSON.stringify(env)}).info({ port: 3000 }, 'Boogy is up: open http://localhost:3000')`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SWC_NODE_PROJECT: join(backendDir, 'tsconfig.json') };
  delete childEnv.NODE_OPTIONS;
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { cwd: backendDir, env: childEnv, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

describe('log format', () => {
  it('is readable in development', () => {
    const line = logOneLine({ NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Boogy is up: open http:\/\/localhost:3000\n\s+port: 3000$/);
  });

  it('is one JSON object with a message per line in production', () => {
    const line = logOneLine({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: 'Boogy is up: open http://localhost:3000', port: 3000 });
  });

  it('is readable by default only for a developer at a terminal', () => {
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });
});
